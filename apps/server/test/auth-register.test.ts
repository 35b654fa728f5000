import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import {
  PUBLIC_URL,
  TEST_PASSWORD,
  authHeader,
  describeEachEngine,
  useTestApp,
} from './helpers/test-app.js';

describeEachEngine('POST /api/auth/register', (engine) => {
  const t = useTestApp(engine);

  it('creates the account, signs in (201) and returns only the contract fields', async () => {
    const { app, uniqueEmail } = t();
    const email = uniqueEmail('new');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: TEST_PASSWORD,
        displayName: '  Lan  ',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown> & { user: Record<string, unknown> }>();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(typeof body.user.id).toBe('string');
    expect(String(body.user.createdAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.user).toEqual({
      id: body.user.id,
      email,
      displayName: 'Lan',
      avatarUrl: null,
      createdAt: body.user.createdAt,
      username: null,
      firstName: null,
      lastName: null,
      bio: null,
      dateOfBirth: null,
      phone: null,
      isEmailVerified: false,
      coupleId: null,
      coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
      preferences: { language: 'vi', theme: 'light', timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: authHeader(String(body.token)),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('stores an argon2id hash at m=19456, t=2, p=1, never the password', async () => {
    const { database, registerUser } = t();
    const user = await registerUser();
    const [row] = await database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('builds the display name from first and last name when it is missing', async () => {
    const { registerUser } = t();
    const { user } = await registerUser({
      displayName: undefined,
      firstName: 'Minh',
      lastName: 'Trần',
    });
    expect(user).toMatchObject({ displayName: 'Minh Trần', firstName: 'Minh', lastName: 'Trần' });
  });

  it('requires a display name or a first/last name', async () => {
    const { app, uniqueEmail } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, displayName: '   ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'displayName', code: 'validation.required' }],
    });
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a byte-order mark and a no-break space', '\ufeff\u00a0'],
    ['a Hangul filler', '\u3164'],
  ])('refuses a display name of only %s (422 required)', async (_label, displayName) => {
    const { app, uniqueEmail } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, displayName },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'displayName', code: 'validation.required' }],
    });
  });

  it('builds the display name from the first name when the given one shows nothing', async () => {
    const { user } = await t().registerUser({
      displayName: '\u200b',
      firstName: 'Minh',
      lastName: '\u200b ',
    });
    expect(user).toMatchObject({ displayName: 'Minh', firstName: 'Minh', lastName: null });
  });

  it('refuses a line break or another control character in a name', async () => {
    const { app, uniqueEmail } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, displayName: 'An\nAdmin' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'displayName', code: 'validation.invalid' }],
    });
  });

  it('stores a Vietnamese name typed decomposed (NFD) composed, and counts it so', async () => {
    // 30 letters "ễ" are 90 code points decomposed, 30 composed: within the 80 allowed.
    const decomposed = 'Nguyễn '.normalize('NFD') + 'ễ'.normalize('NFD').repeat(30);
    const { user } = await t().registerUser({
      displayName: decomposed,
      lastName: 'Trần'.normalize('NFD'),
    });
    expect(user.displayName).toBe(decomposed.normalize('NFC'));
    expect(user.displayName).toBe(`Nguyễn ${'ễ'.repeat(30)}`);
    expect(user.lastName).toBe('Trần');
  });

  it('keeps the theme chosen before signing up, and refuses an unknown one', async () => {
    const { app, registerUser, uniqueEmail } = t();
    const dark = await registerUser({ theme: 'dark' });
    expect(dark.user.preferences.theme).toBe('dark');
    const auto = await registerUser({ theme: 'auto' });
    expect(auto.user.preferences.theme).toBe('auto');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, displayName: 'X', theme: 'neon' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field: 'theme', code: 'validation.invalid' }] });
  });

  it('refuses a taken e-mail, whatever its case, with 400 EMAIL_TAKEN', async () => {
    const { app, registerUser } = t();
    const first = await registerUser();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: first.email.toUpperCase(), password: TEST_PASSWORD, displayName: 'Again' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it('creates one account when the same e-mail registers twice at once', async () => {
    const { app, uniqueEmail } = t();
    const email = uniqueEmail('race');
    const payload = { email, password: TEST_PASSWORD, displayName: 'Race' };
    const results = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/register', payload }),
      app.inject({ method: 'POST', url: '/api/auth/register', payload }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it.each([
    ['short', 'Ab1'],
    ['no digit', 'Abcdefgh'],
    ['no upper case', 'abcdefg1'],
    ['no lower case', 'ABCDEFG1'],
  ])('refuses a weak password (%s) with validation.passwordRule', async (_, password) => {
    const { app, uniqueEmail } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password, displayName: 'Weak' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'password', code: 'validation.passwordRule' }],
    });
  });

  it('accepts a 100-character password and never truncates it (ASVS 6.2.8-9)', async () => {
    const { app, registerUser } = t();
    const password = `Aa1${'x'.repeat(60)}${'y'.repeat(37)}`;
    expect(password).toHaveLength(100);
    const user = await registerUser({ password });
    const login = (pw: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: pw },
      });
    expect((await login(password)).statusCode).toBe(200);
    expect((await login(password.slice(0, 64))).statusCode).toBe(401);
    expect((await login(password.slice(0, 99))).statusCode).toBe(401);
  });

  it('caps passwords at 128 characters', async () => {
    const { app, uniqueEmail } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: `Aa1${'x'.repeat(126)}`, displayName: 'Long' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'password', code: 'validation.maxLength:128' }],
    });
  });

  it('mails a verify link in Vietnamese by default, built from PUBLIC_URL', async () => {
    const { registerUser, mail } = t();
    const user = await registerUser();
    const message = await mail.waitFor(user.email);
    expect(message.subject).toBe('Xác minh email Đôi Ta của bạn');
    expect(message.text).toContain('Chào Test User,');
    expect(message.text).toMatch(
      new RegExp(`${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(message.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });

  it('mails it in English when the user signed up in English', async () => {
    const { registerUser, mail } = t();
    const user = await registerUser({ language: 'en', displayName: '<b>Ann</b>' });
    expect(user.user.preferences.language).toBe('en');
    const message = await mail.waitFor(user.email);
    expect(message.subject).toBe('Verify your Đôi Ta e-mail');
    expect(message.html).toContain('&#60;b&#62;Ann&#60;/b&#62;');
    expect(message.html).not.toContain('<b>Ann</b>');
  });

  it('builds links from PUBLIC_URL even when the Host header says otherwise', async () => {
    const { app, uniqueEmail, mail } = t();
    const email = uniqueEmail('host');
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email, password: TEST_PASSWORD, displayName: 'Host' },
    });
    const message = await mail.waitFor(email);
    expect(message.text).not.toContain('evil.example');
    expect(message.text).toContain(PUBLIC_URL);
  });
});
