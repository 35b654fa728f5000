import { describe, expect, it } from 'vitest';
import {
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from './auth-schemas.js';
import { VALIDATION } from '../common/common-schemas.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('registerBodySchema', () => {
  it('builds the display name from first and last name', () => {
    const body = registerBodySchema.parse({
      email: '  An@Example.COM ',
      password: 'Secret123',
      firstName: 'An',
      lastName: 'Nguyễn',
    });
    expect(body.displayName).toBe('An Nguyễn');
    expect(body.email).toBe('an@example.com');
  });

  it('needs a display name or a name', () => {
    const r = registerBodySchema.safeParse({ email: 'a@b.co', password: 'Secret123' });
    expect(messages(r)).toContain(`displayName:${VALIDATION.required}`);
  });

  it('reports a weak password and a bad e-mail with stable keys', () => {
    const r = registerBodySchema.safeParse({ email: 'nope', password: 'short', displayName: 'A' });
    expect(messages(r)).toEqual(
      expect.arrayContaining([`email:${VALIDATION.email}`, `password:${VALIDATION.passwordRule}`]),
    );
  });

  it('caps text fields', () => {
    const r = registerBodySchema.safeParse({
      email: 'a@b.co',
      password: 'Secret123',
      displayName: 'x'.repeat(81),
    });
    expect(messages(r)).toContain('displayName:validation.maxLength:80');
  });

  it('strips unknown fields', () => {
    const body = registerBodySchema.parse({
      email: 'a@b.co',
      password: 'Secret123',
      displayName: 'A',
      isAdmin: true,
    });
    expect(body).not.toHaveProperty('isAdmin');
  });
});

describe('loginBodySchema', () => {
  it('requires both fields', () => {
    const r = loginBodySchema.safeParse({ email: '', password: '' });
    expect(messages(r)).toEqual(
      expect.arrayContaining([`email:${VALIDATION.required}`, `password:${VALIDATION.required}`]),
    );
  });
  it('does not apply the strength rule to a password being checked', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
  it('rejects a password over the cap instead of truncating it', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) }).success).toBe(
      false,
    );
  });
});

describe('resetPasswordBodySchema', () => {
  it('rejects a too short token and a weak password', () => {
    const r = resetPasswordBodySchema.safeParse({ token: 'abc', newPassword: 'weakweak' });
    expect(r.success).toBe(false);
  });
});

describe('updateProfileBodySchema', () => {
  it('accepts empty strings (to clear) and valid values', () => {
    const body = updateProfileBodySchema.parse({
      username: ' An.Nguyen_1 ',
      phone: '+84 912 345 678',
      dateOfBirth: '1995-02-28',
      bio: '',
    });
    expect(body.username).toBe('an.nguyen_1');
  });
  it('rejects a bad username, phone and date', () => {
    const r = updateProfileBodySchema.safeParse({
      username: 'a',
      phone: 'call me',
      dateOfBirth: '28/02/1995',
    });
    expect(messages(r)).toEqual([
      `username:${VALIDATION.username}`,
      `dateOfBirth:${VALIDATION.invalidDate}`,
      `phone:${VALIDATION.phone}`,
    ]);
  });
});
