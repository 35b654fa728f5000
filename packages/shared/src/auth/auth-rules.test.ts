import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  REFRESH_TTL_REMEMBER_SECONDS,
  REFRESH_TTL_SESSION_SECONDS,
  buildDisplayName,
  initialsOf,
  isStrongPassword,
  refreshTokenTtlSeconds,
} from './auth-rules.js';

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
    ['', false],
  ])('%s -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('counts Vietnamese letters as upper and lower case', () => {
    expect(isStrongPassword('ĐẹpTrai9')).toBe(true);
    expect(isStrongPassword('đẹptrai9')).toBe(false);
    expect(isStrongPassword('ĐẸPTRAI9')).toBe(false);
  });

  it('counts characters, not UTF-16 code units', () => {
    // 7 characters, one of them astral (2 code units): still too short
    expect(isStrongPassword('Ab1😀xyz')).toBe(false);
    expect(isStrongPassword('Ab1😀xyzw')).toBe(true);
  });

  it('accepts long passphrases up to the cap, with spaces', () => {
    const long = 'Correct Horse Battery Staple 42 '.repeat(4).slice(0, PASSWORD_MAX);
    expect(long.length).toBe(PASSWORD_MAX);
    expect(isStrongPassword(long)).toBe(true);
  });
});

describe('buildDisplayName', () => {
  it('keeps a given display name, trimmed', () => {
    expect(
      buildDisplayName({ displayName: '  Mèo Con ', firstName: 'An', lastName: 'Nguyễn' }),
    ).toBe('Mèo Con');
  });
  it('builds it from first and last name when missing or blank', () => {
    expect(buildDisplayName({ firstName: 'An', lastName: 'Nguyễn' })).toBe('An Nguyễn');
    expect(buildDisplayName({ displayName: '   ', firstName: ' Bình ' })).toBe('Bình');
    expect(buildDisplayName({ lastName: 'Trần' })).toBe('Trần');
  });
  it('is empty when nothing is given', () => {
    expect(buildDisplayName({})).toBe('');
    expect(buildDisplayName({ displayName: null, firstName: '', lastName: ' ' })).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes at most two letters: first and last word', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('an')).toBe('A');
    expect(initialsOf('  đào   ánh ')).toBe('ĐÁ');
  });
  it('falls back to ? for an empty name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
  it('does not split a surrogate pair', () => {
    expect(initialsOf('😀 smile')).toBe('😀S');
  });
});

describe('refreshTokenTtlSeconds', () => {
  it('is 30 days with remember me, else 1 day', () => {
    expect(refreshTokenTtlSeconds(true)).toBe(REFRESH_TTL_REMEMBER_SECONDS);
    expect(REFRESH_TTL_REMEMBER_SECONDS).toBe(30 * 86400);
    expect(refreshTokenTtlSeconds(false)).toBe(REFRESH_TTL_SESSION_SECONDS);
    expect(REFRESH_TTL_SESSION_SECONDS).toBe(86400);
  });
});
