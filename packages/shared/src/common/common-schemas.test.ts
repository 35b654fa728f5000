import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  VALIDATION,
  genericValidationMessage,
  parseValidationMessage,
  requiredText,
  showsNothing,
  shownTextOf,
  text,
  validationMessageEn,
} from './common-schemas.js';

describe('validation messages', () => {
  it('parses a key with a numeric parameter', () => {
    expect(parseValidationMessage('validation.maxLength:200')).toEqual({
      key: 'validation.maxLength',
      n: 200,
    });
    expect(parseValidationMessage('validation.required')).toEqual({ key: 'validation.required' });
    expect(parseValidationMessage('weird:thing')).toEqual({ key: 'weird:thing' });
  });
  it('gives English text for the API, falling back to the raw message', () => {
    expect(validationMessageEn('validation.maxLength:80')).toBe('Must be at most 80 characters');
    expect(validationMessageEn('validation.email')).toBe('Invalid email address');
    expect(validationMessageEn('Something else')).toBe('Something else');
  });
  it('requiredText trims and refuses blank Vietnamese text', () => {
    expect(requiredText(10).safeParse('   ').success).toBe(false);
    expect(requiredText(10).parse('  Đà Lạt ')).toBe('Đà Lạt');
  });
});

describe('the generic messages for checks without their own', () => {
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['missing', z.string(), undefined, VALIDATION.required],
    ['not a number', z.coerce.number(), 'abc', VALIDATION.number],
    ['not a number (typed)', z.number(), 'abc', VALIDATION.number],
    ['minimum value', z.coerce.number().int().min(1), '0', 'validation.minValue:1'],
    ['maximum value', z.number().max(50), 51, 'validation.maxValue:50'],
    ['minimum characters', z.string().min(8), 'abc', 'validation.minLength:8'],
    ['blank', z.string().min(1), '', VALIDATION.required],
    ['maximum characters', z.string().max(3), 'abcd', 'validation.maxLength:3'],
    ['invalid email', z.email(), 'nope', VALIDATION.email],
    ['invalid URL', z.url(), 'nope', VALIDATION.url],
    ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], 'validation.maxItems:2'],
    ['unknown field', z.strictObject({}), { extra: 1 }, VALIDATION.unknownField],
    ['one of a list', z.enum(['a', 'b']), 'c', VALIDATION.invalid],
  ])('%s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, { error: VALIDATION.coupleCode }), '')).toBe(
      VALIDATION.coupleCode,
    );
  });

  it('names a file too large in megabytes', () => {
    expect(
      genericValidationMessage({ code: 'too_big', origin: 'file', maximum: 5 * 1024 * 1024 }),
    ).toBe('validation.fileSize:5');
  });

  it('has English for every generic key (the API speaks English)', () => {
    for (const key of [
      'validation.number',
      'validation.minValue:1',
      'validation.maxValue:50',
      'validation.fileSize:5',
      VALIDATION.fileType,
    ])
      expect(validationMessageEn(key)).not.toMatch(/^validation\./);
    expect(validationMessageEn('validation.minValue:1')).toBe('Must be at least 1');
  });
});

describe('text as people see it', () => {
  it.each([
    '',
    '   ',
    '\u200b',
    '\u200c\u200d',
    ' \u200b\u200c\u200d\u2060 ',
    '\ufeff',
    '\u00ad',
    '\u00a0\u3000',
    '\u3164',
    '\u2800',
    '\u202e\u202c',
    '\ufe0f',
    '\n\t',
  ])('%j shows nothing', (value) => {
    expect(showsNothing(value)).toBe(true);
    expect(shownTextOf(value)).toBe('');
    expect(requiredText(10).safeParse(value).success).toBe(false);
    expect(text(10).parse(value)).toBe('');
  });

  it.each(['An', 'Nguyễn', '👨‍👩‍👧', 'ب\u200cا', '李', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'])('%j shows something', (value) => {
    expect(showsNothing(value)).toBe(false);
    expect(requiredText(20).parse(value)).toBe(value);
  });

  it('shows something, kept without the invisible characters at its edges', () => {
    expect(showsNothing('\u200bhi\u200b')).toBe(false);
    expect(requiredText(20).parse('\u200bhi\u200b')).toBe('hi');
  });

  it('keeps a text composed (NFC), and counts its cap on that form', () => {
    const decomposed = 'Nguyễn Đà Lạt'.normalize('NFD');
    expect(requiredText(20).parse(` ${decomposed} `)).toBe('Nguyễn Đà Lạt');
    // 30 "ệ" typed as e + two marks are 90 code units, and 30 characters
    expect(requiredText(30).safeParse('ệ'.normalize('NFD').repeat(30)).success).toBe(true);
    expect(requiredText(30).safeParse('ệ'.repeat(31)).success).toBe(false);
  });
});
