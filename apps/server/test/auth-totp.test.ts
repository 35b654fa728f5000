import { totpCode } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { authThrottle } from '../src/modules/auth/auth-schema.js';
import { totpCredentials, totpRecoveryCodes } from '../src/modules/auth/totp-schema.js';
import {
  PUBLIC_URL,
  TEST_PASSWORD,
  authHeader,
  describeEachEngine,
  useTestApp,
} from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

describeEachEngine('two-step sign-in with an authenticator app', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const post = (url: string, payload?: object, token?: string) =>
    t().app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: token ? authHeader(token) : {},
    });
  const login = (email: string, password = TEST_PASSWORD) =>
    post('/api/auth/login', { email, password });
  const now = () => t().clock.now().getTime();

  /** Sets up and turns on two-step; the secret and the recovery codes. */
  async function turnOn(user: TestUser) {
    const setup = await post('/api/auth/totp/setup', undefined, user.token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const enable = await post(
      '/api/auth/totp/enable',
      { code: await totpCode(secret, now()) },
      user.token,
    );
    expect(enable.statusCode, enable.body).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    // The code just used is spent: the next ones come from the next step.
    t().clock.advance(30);
    return { secret, recoveryCodes };
  }

  async function challengeOf(email: string): Promise<string> {
    const res = await login(email);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ totpRequired?: boolean; challenge?: string; token?: string }>();
    expect(body.totpRequired).toBe(true);
    expect(body.token).toBeUndefined();
    return body.challenge ?? '';
  }

  it('without two-step, the password alone signs in as before', async () => {
    const user = await t().registerUser();
    const res = await login(user.email);
    expect(res.json()).toHaveProperty('token');
    const status = await t().app.inject({
      method: 'GET',
      url: '/api/auth/totp',
      headers: authHeader(user.token),
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('with it on, the password earns a challenge and the code finishes the sign-in', async () => {
    const user = await t().registerUser();
    const { secret, recoveryCodes } = await turnOn(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const challenge = await challengeOf(user.email);
    const code = await totpCode(secret, now());
    const done = await post('/api/auth/login/totp', { challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<{ token: string; refreshToken: string; user: { email: string } }>();
    expect(body.user.email).toBe(user.email);
    const me = await t().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: authHeader(body.token),
    });
    expect(me.statusCode).toBe(200);
    // The challenge is single-use, and so is the code (replay within its window).
    expect((await post('/api/auth/login/totp', { challenge, code })).statusCode).toBe(401);
    const other = await challengeOf(user.email);
    const replay = await post('/api/auth/login/totp', { challenge: other, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'TOTP_INVALID_CODE' });
  });

  it('a wrong password still answers 401 and reveals nothing about two-step', async () => {
    const user = await t().registerUser();
    await turnOn(user);
    const res = await login(user.email, 'Wrong-Pass-1');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('challenge');
  });

  it('takes a recovery code once, in place of a code', async () => {
    const user = await t().registerUser();
    const { recoveryCodes } = await turnOn(user);
    const code = recoveryCodes[3] ?? '';
    const first = await post('/api/auth/login/totp', {
      challenge: await challengeOf(user.email),
      code: code.toUpperCase().replace('-', ' '),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/auth/login/totp', {
      challenge: await challengeOf(user.email),
      code,
    });
    expect(again.statusCode).toBe(401);
    const status = await t().app.inject({
      method: 'GET',
      url: '/api/auth/totp',
      headers: authHeader(user.token),
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('locks a challenge after five wrong codes, even for the right one', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    const challenge = await challengeOf(user.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/auth/login/totp', { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await post('/api/auth/login/totp', {
      challenge,
      code: await totpCode(secret, now()),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'TOTP_CHALLENGE_ENDED' });
  });

  it('counts wrong codes per account across challenges: 429 past ten', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeOf(user.email);
      for (let i = 0; i < 5; i++) await post('/api/auth/login/totp', { challenge, code: '000000' });
    }
    const challenge = await challengeOf(user.email);
    const blocked = await post('/api/auth/login/totp', {
      challenge,
      code: await totpCode(secret, now()),
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('codes sent at once are counted before they are checked: ten tried, the rest 429', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    // three challenges (five tries each) and fifteen wrong codes on them at the same moment
    const challenges = await Promise.all([1, 2, 3].map(() => challengeOf(user.email)));
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post('/api/auth/login/totp', { challenge: challenges[i % 3], code: '000000' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // and the right code waits out the window like any other
    const challenge = await challengeOf(user.email);
    const right = await post('/api/auth/login/totp', {
      challenge,
      code: await totpCode(secret, now()),
    });
    expect(right.statusCode).toBe(429);
  });

  it('a right code clears the count: turning two-step off and on again is never locked', async () => {
    const user = await t().registerUser();
    for (let round = 0; round < 6; round++) {
      const { secret } = await turnOn(user);
      const off = await post(
        '/api/auth/totp/disable',
        { code: await totpCode(secret, now()) },
        user.token,
      );
      expect(off.statusCode, off.body).toBe(200);
    }
  });

  it('a challenge dies after five minutes', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    const challenge = await challengeOf(user.email);
    t().clock.advance(5 * 60 + 1);
    const late = await post('/api/auth/login/totp', {
      challenge,
      code: await totpCode(secret, now()),
    });
    expect(late.json()).toMatchObject({ code: 'TOTP_CHALLENGE_ENDED' });
  });

  it('turns on only with a right code, and not twice', async () => {
    const user = await t().registerUser();
    const notSetUp = await post('/api/auth/totp/enable', { code: '123456' }, user.token);
    expect(notSetUp.json()).toMatchObject({ code: 'TOTP_NOT_SET_UP' });
    const { secret } = (await post('/api/auth/totp/setup', undefined, user.token)).json<{
      secret: string;
    }>();
    const wrong = await post('/api/auth/totp/enable', { code: '000000' }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TOTP_INVALID_CODE' });
    // Still off: the password alone signs in.
    expect((await login(user.email)).json()).toHaveProperty('token');
    const ok = await post(
      '/api/auth/totp/enable',
      { code: await totpCode(secret, now()) },
      user.token,
    );
    expect(ok.statusCode).toBe(200);
    const twice = await post('/api/auth/totp/setup', undefined, user.token);
    expect(twice.json()).toMatchObject({ code: 'TOTP_ALREADY_ON' });
  });

  it('turns off with the password, a code or a recovery code, and not with a wrong one', async () => {
    const user = await t().registerUser();
    await turnOn(user);
    const wrongPassword = await post(
      '/api/auth/totp/disable',
      { password: 'Wrong-Pass-1' },
      user.token,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post('/api/auth/totp/disable', { code: '000000' }, user.token);
    expect(wrongCode.json()).toMatchObject({ code: 'TOTP_INVALID_CODE' });
    const neither = await post('/api/auth/totp/disable', {}, user.token);
    expect(neither.statusCode).toBe(422);
    const off = await post('/api/auth/totp/disable', { password: TEST_PASSWORD }, user.token);
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(user.email)).json()).toHaveProperty('token');

    const again = await turnOn(user);
    const byCode = await post(
      '/api/auth/totp/disable',
      { code: await totpCode(again.secret, now()) },
      user.token,
    );
    expect(byCode.statusCode, byCode.body).toBe(200);
    const third = await turnOn(user);
    const byRecovery = await post(
      '/api/auth/totp/disable',
      { code: third.recoveryCodes[0] },
      user.token,
    );
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
  });

  it("one person's secret and codes are theirs alone", async () => {
    const lan = await t().registerUser();
    const minh = await t().registerUser();
    const lanTwoStep = await turnOn(lan);
    await turnOn(minh);
    const challenge = await challengeOf(minh.email);
    const withLans = await post('/api/auth/login/totp', {
      challenge,
      code: lanTwoStep.recoveryCodes[0],
    });
    expect(withLans.statusCode).toBe(401);
  });

  it('keeps the secret sealed at rest, and deleting the account leaves nothing of it', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    const { db } = t().database;
    const [row] = await db
      .select()
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, user.user.id));
    expect(row?.secretEncrypted).toBeDefined();
    expect(row?.secretEncrypted).not.toContain(secret);
    await post('/api/auth/totp/disable', { code: '000000' }, user.token);
    const deleted = await t().app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: authHeader(user.token),
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.user.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, `totp:account:${user.user.id}`)),
    ).toEqual([]);
  });

  it('a password reset by e-mail leaves two-step on: the new password still asks a code', async () => {
    const user = await t().registerUser();
    const { secret } = await turnOn(user);
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = await t().mail.waitFor(user.email, /password|mật khẩu/i);
    const token = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(
      mail.text,
    )?.[1];
    const newPassword = 'Another-Pass-2';
    const reset = await post('/api/auth/reset-password', { token, newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    const challenge = await (async () => {
      const res = await login(user.email, newPassword);
      return res.json<{ totpRequired?: boolean; challenge: string }>();
    })();
    expect(challenge.totpRequired).toBe(true);
    const done = await post('/api/auth/login/totp', {
      challenge: challenge.challenge,
      code: await totpCode(secret, now()),
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses the settings signed out', async () => {
    expect((await post('/api/auth/totp/setup')).statusCode).toBe(401);
    expect((await post('/api/auth/totp/disable', { password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });
});
