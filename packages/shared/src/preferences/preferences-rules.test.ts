import { describe, expect, it } from 'vitest';
import {
  isLocale,
  isTheme,
  isValidTimeZone,
  nextTheme,
  resolveTheme,
} from './preferences-rules.js';

describe('themes', () => {
  it('cycles light, dark, romantic, spring and back', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('romantic');
    expect(nextTheme('romantic')).toBe('spring');
    expect(nextTheme('spring')).toBe('light');
  });
  it('accepts only the four stored values', () => {
    expect(isTheme('romantic')).toBe(true);
    expect(isTheme('auto')).toBe(false);
    expect(isTheme('DARK')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
  it('resolves auto by the system preference', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('spring', true)).toBe('spring');
  });
});

describe('locales and time zones', () => {
  it('accepts only vi and en', () => {
    expect(isLocale('vi')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('VI')).toBe(false);
  });
  it('validates IANA time zones', () => {
    expect(isValidTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
  it('answers the same when asked again (the answers are remembered), and past the memory bound', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    for (let i = 0; i < 600; i++) expect(isValidTimeZone(`Nowhere/Place_${i}`)).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('asia/ho_chi_minh')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
  });
});
