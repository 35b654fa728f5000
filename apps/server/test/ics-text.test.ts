import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, fold } from '../src/modules/calendar/ics-text.js';

/** What a calendar app reads back from one property line we wrote. */
function readBack(value: string): string {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:x',
    'DTSTAMP:20260101T000000Z',
    fold(`SUMMARY:${escapeText(value)}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(`${text}\r\n`) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return String(events[0]!.getFirstPropertyValue('summary'));
}

describe('escapeText: user text as an iCalendar TEXT value', () => {
  it.each([
    ['CRLF', 'một\r\nhai', 'một\\nhai'],
    ['a lone LF', 'một\nhai', 'một\\nhai'],
    ['a lone CR', 'một\rhai', 'một\\nhai'],
    ['CR CR LF', 'a\r\r\nb', 'a\\n\\nb'],
    ['commas', 'hoa, nến, thiệp', 'hoa\\, nến\\, thiệp'],
    ['semicolons', 'a;b', 'a\\;b'],
    ['backslashes, first', 'C:\\đường\\n', 'C:\\\\đường\\\\n'],
    ['all at once', '\\;,\r\n', '\\\\\\;\\,\\n'],
    ['control characters (dropped, a tab kept)', 'a\u0000b\u0007c\u001bd\te\u007f', 'abcd\te'],
  ])('%s', (_, input, escaped) => {
    expect(escapeText(input)).toBe(escaped);
  });

  it('cannot start a line of its own: an injected event stays text', () => {
    const attack = 'Hẹn hò\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:giả;mạo,\\';
    const line = `SUMMARY:${escapeText(attack)}`;
    expect(line).not.toMatch(/[\r\n]/);
    expect(readBack(attack)).toBe(attack.replace(/\r\n|\r/g, '\n'));
  });
});

describe('fold: lines of at most 75 octets, never inside a character', () => {
  const octets = (line: string) => Buffer.byteLength(line);
  const unfold = (folded: string) => folded.replace(/\r\n /g, '');

  it('leaves 75 octets alone and folds the 76th', () => {
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(
      fold('x'.repeat(75 + 74 + 1))
        .split('\r\n')
        .map(octets),
    ).toEqual([75, 75, 2]);
  });

  it.each([
    [
      'Vietnamese (2 and 3 octets)',
      'SUMMARY:' + 'Kỷ niệm ngày cưới của chúng mình ở Đà Lạt, '.repeat(6),
    ],
    ['emoji (4 octets)', 'SUMMARY:' + '🎂💐🥂'.repeat(40)],
    ['combining marks', 'SUMMARY:' + 'Tiếng Việt '.normalize('NFD').repeat(20)],
    ['a 3-octet letter across the 75th octet', 'SUMMARY:' + 'a'.repeat(66) + 'ệệệ'],
  ])('%s: every line fits, each piece is valid UTF-8, and unfolding gives it back', (_, line) => {
    const folded = fold(line);
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      expect(piece).not.toMatch(/\uFFFD/);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('round-trips through a real parser', () => {
    const long = `Đi ăn tối; mang hoa, nến \\ và thiệp 🎉\r\n${'Dòng dài '.repeat(30)}`;
    expect(readBack(long)).toBe(long.replace(/\r\n/g, '\n'));
  });
});
