import { describe, expect, it } from 'vitest';
import { formatDateEntry, parseDateEntry, parseTimeEntry } from './date-entry.js';

const ok = (value: string) => ({ ok: true, value });
const no = (error: string) => ({ ok: false, error });

describe('parseDateEntry, Vietnamese: day first', () => {
  it.each([
    ['14/02/2026', '2026-02-14'],
    ['14/2/2026', '2026-02-14'],
    ['1-3-2026', '2026-03-01'],
    ['01.03.2026', '2026-03-01'],
    [' 14 02 2026 ', '2026-02-14'],
    ['14 tháng 2, 2026', '2026-02-14'],
    ['2026-02-14', '2026-02-14'],
  ])('%s is %s', (text, iso) => expect(parseDateEntry(text, 'vi')).toEqual(ok(iso)));

  it('knows leap days and month ends', () => {
    expect(parseDateEntry('29/02/2024', 'vi')).toEqual(ok('2024-02-29'));
    expect(parseDateEntry('29/02/2025', 'vi')).toEqual(no('noSuchDay'));
    expect(parseDateEntry('29/02/1900', 'vi')).toEqual(no('noSuchDay'));
    expect(parseDateEntry('29/02/2000', 'vi')).toEqual(ok('2000-02-29'));
    expect(parseDateEntry('31/01/2026', 'vi')).toEqual(ok('2026-01-31'));
    expect(parseDateEntry('31/04/2026', 'vi')).toEqual(no('noSuchDay'));
    expect(parseDateEntry('30/04/2026', 'vi')).toEqual(ok('2026-04-30'));
    expect(parseDateEntry('31/12/2026', 'vi')).toEqual(ok('2026-12-31'));
    expect(parseDateEntry('0/12/2026', 'vi')).toEqual(no('noSuchDay'));
  });

  it.each(['abc', '14/13/2026', '14/02/26', '2026/02/14/1', '14//2026', '02/14'])(
    '%s is not a date',
    (text) => expect(parseDateEntry(text, 'vi')).toEqual(no('format')),
  );

  it('empty is no day, not an error', () => {
    expect(parseDateEntry('  ', 'vi')).toEqual(ok(''));
  });
});

describe('parseDateEntry, English: the month as a word', () => {
  it.each([
    ['14 Feb 2026', '2026-02-14'],
    ['14 february 2026', '2026-02-14'],
    ['Feb 14, 2026', '2026-02-14'],
    ['February 14 2026', '2026-02-14'],
    ['1st Sept 2026', '2026-09-01'],
    ['2026-02-14', '2026-02-14'],
  ])('%s is %s', (text, iso) => expect(parseDateEntry(text, 'en')).toEqual(ok(iso)));

  it('refuses numbers only, which read differently on each side of the Atlantic', () => {
    expect(parseDateEntry('02/03/2026', 'en')).toEqual(no('format'));
    expect(parseDateEntry('14 Fe 2026', 'en')).toEqual(no('format'));
    expect(parseDateEntry('14 Febr 2026', 'en')).toEqual(ok('2026-02-14'));
  });

  it('knows leap days and month ends', () => {
    expect(parseDateEntry('29 Feb 2028', 'en')).toEqual(ok('2028-02-29'));
    expect(parseDateEntry('29 Feb 2027', 'en')).toEqual(no('noSuchDay'));
    expect(parseDateEntry('31 Jun 2026', 'en')).toEqual(no('noSuchDay'));
    expect(parseDateEntry('Apr 31, 2026', 'en')).toEqual(no('noSuchDay'));
  });
});

describe('formatDateEntry: the app’s own format', () => {
  it('shows a day as the app shows it, and nothing for an unreal one', () => {
    expect(formatDateEntry('2026-02-14', 'vi')).toBe('14/02/2026');
    expect(formatDateEntry('2026-02-14', 'en')).toBe('14 Feb 2026');
    expect(formatDateEntry('2025-02-29', 'vi')).toBe('');
    expect(formatDateEntry('', 'en')).toBe('');
  });

  it('reads back what it shows', () => {
    for (const iso of ['2024-02-29', '2026-12-31', '2026-01-01'])
      for (const language of ['vi', 'en'] as const)
        expect(parseDateEntry(formatDateEntry(iso, language), language)).toEqual(ok(iso));
  });
});

describe('parseTimeEntry: 24-hour', () => {
  it.each([
    ['19:30', '19:30'],
    ['7:05', '07:05'],
    ['19h30', '19:30'],
    ['1930', '19:30'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    ['9', '09:00'],
  ])('%s is %s in both languages', (text, time) => {
    expect(parseTimeEntry(text, 'vi')).toEqual(ok(time));
    expect(parseTimeEntry(text, 'en')).toEqual(ok(time));
  });

  it.each(['24:00', '12:60', 'abc', '7:5', '-1:00'])('%s is not a time', (text) =>
    expect(parseTimeEntry(text, 'vi')).toEqual(no('format')),
  );

  it('takes am and pm in English only', () => {
    expect(parseTimeEntry('7:30 pm', 'en')).toEqual(ok('19:30'));
    expect(parseTimeEntry('12 am', 'en')).toEqual(ok('00:00'));
    expect(parseTimeEntry('12:15 PM', 'en')).toEqual(ok('12:15'));
    expect(parseTimeEntry('13 pm', 'en')).toEqual(no('format'));
    expect(parseTimeEntry('7:30 pm', 'vi')).toEqual(no('format'));
  });
});
