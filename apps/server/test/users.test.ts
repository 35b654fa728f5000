import { expect, it } from 'vitest';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('the signed-in user', (engine) => {
  const t = useTestApp(engine);
  const update = (user: TestUser, payload: Record<string, unknown>, url = '/api/user/me') =>
    t().app.inject({ method: 'PUT', url, headers: authHeader(user.token), payload });

  it.each(['/api/user/me', '/api/auth/profile'])('GET %s answers { user }', async (url) => {
    const user = await t().registerUser();
    const res = await t().app.inject({ method: 'GET', url, headers: authHeader(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: user.user });
  });

  it.each(['/api/user/me', '/api/auth/profile'])(
    'PUT %s updates the profile fields',
    async (url) => {
      const user = await t().registerUser();
      const username = `lan.${Math.random().toString(36).slice(2, 8)}`;
      const res = await update(
        user,
        {
          displayName: '  Lan Anh ',
          firstName: 'Lan',
          lastName: 'Nguyễn',
          username: username.toUpperCase(),
          bio: 'Thích đi biển',
          dateOfBirth: '1996-02-29',
          phone: '+84 90 123 4567',
        },
        url,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: {
          displayName: 'Lan Anh',
          firstName: 'Lan',
          lastName: 'Nguyễn',
          username,
          bio: 'Thích đi biển',
          dateOfBirth: '1996-02-29',
          phone: '+84 90 123 4567',
        },
      });
    },
  );

  it('refuses a display name with nothing visible, and composes a decomposed one', async () => {
    const user = await t().registerUser({ displayName: 'Lan' });
    for (const displayName of ['\u200b', '\u200c\u200d', ' \ufeff ']) {
      const res = await update(user, { displayName });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'displayName', code: 'validation.required' }],
      });
    }
    const res = await update(user, {
      displayName: 'Ngọc Ánh'.normalize('NFD'),
      firstName: '\u200b',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { displayName: 'Ngọc Ánh', firstName: null } });
  });

  it('clears optional fields given as empty strings or null, and leaves absent ones', async () => {
    const user = await t().registerUser();
    await update(user, { bio: 'x', phone: '0901234567', firstName: 'A' });
    const res = await update(user, { bio: '', phone: null });
    expect(res.json()).toMatchObject({ user: { bio: null, phone: null, firstName: 'A' } });
  });

  it('refuses a username someone else has with 400 USERNAME_TAKEN', async () => {
    const first = await t().registerUser();
    const second = await t().registerUser();
    const username = `taken_${Math.random().toString(36).slice(2, 8)}`;
    expect((await update(first, { username })).statusCode).toBe(200);
    const res = await update(second, { username });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
    // Keeping one's own username is no conflict.
    expect((await update(first, { username })).statusCode).toBe(200);
  });

  it.each([
    [{ dateOfBirth: '2023-02-30' }, 'dateOfBirth', 'validation.invalidDate'],
    [{ username: 'a b' }, 'username', 'validation.username'],
    [{ phone: 'call me' }, 'phone', 'validation.phone'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'validation.maxLength:500'],
    [{ displayName: '' }, 'displayName', 'validation.required'],
  ])('refuses %j with 422 %s', async (payload, field, code) => {
    const user = await t().registerUser();
    const res = await update(user, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field, code }] });
  });
});

describeEachEngine('GET /api/users/search', (engine) => {
  const t = useTestApp(engine);
  const search = (token: string, email: string) =>
    t().app.inject({
      method: 'GET',
      url: '/api/users/search',
      query: { email },
      headers: authHeader(token),
    });

  it('finds by exact e-mail (any case) and shows only id, display name and avatar', async () => {
    const partner = await t().registerUser({ displayName: 'Partner' });
    const me = await t().registerUser();
    const res = await search(me.token, partner.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: partner.user.id, displayName: 'Partner', avatarUrl: null },
    });
  });

  it('answers 404 for an unknown or partial e-mail', async () => {
    const partner = await t().registerUser();
    const me = await t().registerUser();
    const res = await search(me.token, t().uniqueEmail('nobody'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const partial = await search(me.token, partner.email.replace(/@.*/, '@example'));
    expect([404, 422]).toContain(partial.statusCode);
    expect(partial.body).not.toContain(partner.user.id);
  });

  it('validates the e-mail (422)', async () => {
    const me = await t().registerUser();
    expect((await search(me.token, '%')).statusCode).toBe(422);
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/users/search',
      headers: authHeader(me.token),
    });
    expect(res.statusCode).toBe(422);
  });
});
