import { expect, it } from 'vitest';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('POST /api/auth/login', (engine) => {
  const t = useTestApp(engine);
  const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t().app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('signs in with token, refreshToken and user; the token opens the profile', async () => {
    const user = await t().registerUser();
    const res = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; refreshToken: string; user: { id: string } }>();
    expect(body.user.id).toBe(user.user.id);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token.split('.')).toHaveLength(3);
    const profile = await t().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: authHeader(body.token),
    });
    expect(profile.json()).toMatchObject({ user: { id: user.user.id, email: user.email } });
  });

  it('answers a wrong password and an unknown e-mail identically (401)', async () => {
    const user = await t().registerUser();
    const wrongPassword = await login(
      { email: user.email, password: 'Wrong-Pass-1' },
      '198.51.100.1',
    );
    const unknownEmail = await login(
      { email: t().uniqueEmail('ghost'), password: 'Wrong-Pass-1' },
      '198.51.100.1',
    );
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
    expect(Object.keys(wrongPassword.headers).sort()).toEqual(
      Object.keys(unknownEmail.headers).sort(),
    );
  });

  // Timing under a parallel test run is noisy: interleaved samples, medians, a loose bound.
  it(
    'takes about as long for an unknown e-mail as for a wrong password (dummy hash)',
    { retry: 2 },
    async () => {
      const user = await t().registerUser();
      const ghost = t().uniqueEmail('ghost');
      const time = async (email: string) => {
        const started = performance.now();
        await login(
          { email, password: 'Wrong-Pass-1' },
          `198.51.100.${Math.floor(Math.random() * 200) + 2}`,
        );
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++) {
        known.push(await time(user.email));
        unknown.push(await time(ghost));
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
      // Both pay one argon2id verification (tens of ms); without the dummy hash an unknown
      // e-mail would answer in about a millisecond, a few percent of a wrong password.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
    },
  );

  it('issues a 1-day session, or 30 days with "remember me"', async () => {
    const { clock, registerUser, app } = t();
    const user = await registerUser();
    const session = (await login({ email: user.email, password: TEST_PASSWORD })).json<{
      refreshToken: string;
    }>();
    const remembered = (
      await login({ email: user.email, password: TEST_PASSWORD, rememberMe: true })
    ).json<{ refreshToken: string }>();
    const refresh = (refreshToken: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    try {
      clock.advance(24 * 3600 + 60);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const next = await refresh(remembered.refreshToken);
      expect(next.statusCode).toBe(200);
      clock.advance(29 * 24 * 3600);
      // Rotation slides the window: 29 days after the last refresh it is still alive.
      expect((await refresh(next.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(
        200,
      );
    } finally {
      clock.reset();
    }
  });

  it('expires access tokens after 15 minutes', async () => {
    const { clock, registerUser, app } = t();
    const user = await registerUser();
    try {
      clock.advance(14 * 60);
      expect(
        (await app.inject({ method: 'GET', url: '/api/user/me', headers: authHeader(user.token) }))
          .statusCode,
      ).toBe(200);
      clock.advance(2 * 60);
      expect(
        (await app.inject({ method: 'GET', url: '/api/user/me', headers: authHeader(user.token) }))
          .statusCode,
      ).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('validates the body before anything else (422)', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(422);
  });
});
