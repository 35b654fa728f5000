import { describe, expect, it } from 'vitest';
import { parseValidationMessage, requiredText, validationMessageEn } from './common-schemas.js';

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
