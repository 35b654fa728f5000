import { describe, expect, it } from 'vitest';
import { profileExposure, profileVisibilityOf } from './profile-visibility.js';

describe('profile exposure', () => {
  it('public: found by search, details for everyone', () => {
    for (const relation of ['partner', 'signed-in', 'guest'] as const) {
      expect(profileExposure('public', relation)).toEqual({ findable: true, details: true });
    }
  });

  it('couple: found by search with the display name only; details for the partner', () => {
    expect(profileExposure('couple', 'signed-in')).toEqual({ findable: true, details: false });
    expect(profileExposure('couple', 'guest')).toEqual({ findable: true, details: false });
    expect(profileExposure('couple', 'partner')).toEqual({ findable: true, details: true });
  });

  it('private: never found; even the partner sees the display name only', () => {
    expect(profileExposure('private', 'signed-in')).toEqual({ findable: false, details: false });
    expect(profileExposure('private', 'partner')).toEqual({ findable: false, details: false });
  });

  it('I always see all of mine', () => {
    expect(profileExposure('private', 'self')).toEqual({ findable: true, details: true });
  });

  it('reads unknown stored values as the default', () => {
    expect(profileVisibilityOf('private')).toBe('private');
    expect(profileVisibilityOf('everyone')).toBe('couple');
  });
});
