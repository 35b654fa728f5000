import { expect, it } from 'vitest';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

let addressCounter = 0;
/** a fresh client address per test (TEST-NET-3), so tests do not share counters */
const newAddress = () => `203.0.113.${++addressCounter}`;

describeEachEngine('rate limits', (engine) => {
  const t = useTestApp(engine);
  const login = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it('locks an account after 5 failed sign-ins in 15 minutes (429, Retry-After)', async () => {
    const user = await t().registerUser();
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, 'Wrong-Pass-1', newAddress())).statusCode).toBe(401);
    }
    // From yet another address, even with the right password: the account is resting.
    const res = await login(user.email, TEST_PASSWORD, newAddress());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");

    try {
      t().clock.advance(15 * 60 + 1);
      expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
    } finally {
      t().clock.reset();
    }
  });

  it('tries at most 5 passwords of one account even when guesses arrive at once', async () => {
    const user = await t().registerUser();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'Wrong-Pass-1', newAddress())),
    );
    const statuses = guesses.map((res) => res.statusCode);
    // Five are checked (401); the rest are refused unchecked, never a 5xx.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const res of guesses.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The account rests, right password or not.
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(429);
  });

  it('limits an unknown e-mail exactly like a real one (no enumeration by lock-out)', async () => {
    const ghost = t().uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await login(ghost, 'Wrong-Pass-1', newAddress());
    expect((await login(ghost, 'Wrong-Pass-1', newAddress())).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const user = await t().registerUser();
    for (let i = 0; i < 4; i++) await login(user.email, 'Wrong-Pass-1', newAddress());
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(user.email, 'Wrong-Pass-1', newAddress())).statusCode).toBe(401);
    }
  });

  it('limits one address to 20 failures across accounts, and X-Forwarded-For cannot reset it', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login(t().uniqueEmail('spray'), 'Wrong-Pass-1', address, {
        'x-forwarded-for': `10.0.${i}.1`,
      });
      expect(res.statusCode).toBe(401);
    }
    const user = await t().registerUser();
    const blocked = await login(user.email, TEST_PASSWORD, address, {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('tries at most 20 passwords from one address even when they arrive at once', async () => {
    const address = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 26 }, () => login(t().uniqueEmail('burst'), 'Wrong-Pass-1', address)),
    );
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it("an address's right sign-ins do not use up its failures, nor reset them", async () => {
    const address = newAddress();
    const user = await t().registerUser();
    for (let i = 0; i < 19; i++) await login(t().uniqueEmail('mixed'), 'Wrong-Pass-1', address);
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    // The twentieth failure is still tried; the next attempt, right or wrong, rests.
    expect((await login(t().uniqueEmail('mixed'), 'Wrong-Pass-1', address)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
  });

  it('limits registrations per address (10 an hour), whatever X-Forwarded-For says', async () => {
    const address = newAddress();
    const register = (i: number) =>
      t().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
        headers: { 'x-forwarded-for': `10.1.${i}.1` },
        payload: { email: t().uniqueEmail('burst'), password: TEST_PASSWORD, displayName: 'Burst' },
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(201);
    const res = await register(99);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits forgot-password requests per address', async () => {
    const address = newAddress();
    const forgot = () =>
      t().app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: address,
        payload: { email: t().uniqueEmail('nobody') },
      });
    for (let i = 0; i < 5; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('limits partner search per signed-in user', async () => {
    const user = await t().registerUser();
    const search = () =>
      t().app.inject({
        method: 'GET',
        url: '/api/users/search',
        query: { email: 'someone@example.com' },
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: newAddress(), // a new address each time: the key is the user
      });
    for (let i = 0; i < 30; i++) expect((await search()).statusCode).toBe(404);
    const res = await search();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describeEachEngine('IPv6 clients', (engine) => {
  const t = useTestApp(engine);

  it('count failures per /64, so hopping addresses within it does not help', async () => {
    const user = await t().registerUser();
    for (let i = 0; i < 20; i++) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}`,
        payload: { email: t().uniqueEmail('spray'), password: 'Wrong-Pass-1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '2001:db8:1:2:ffff::1',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
  });
});

describeEachEngine('the global limit', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_GLOBAL_MAX: '5' } });

  it('limits any route per address, health checks excepted', async () => {
    const address = '198.51.100.77';
    const get = (url: string) => t().app.inject({ method: 'GET', url, remoteAddress: address });
    for (let i = 0; i < 5; i++) expect((await get('/api/docs/json')).statusCode).toBe(200);
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await get('/api/health')).statusCode).toBe(200);
    // The allow-listed address (127.0.0.1 in tests) is never limited.
    for (let i = 0; i < 7; i++) {
      expect((await t().app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    }
  });
});

describeEachEngine('behind a trusted proxy', (engine) => {
  const t = useTestApp(engine, { env: { TRUST_PROXY: '10.0.0.1' } });

  it('keys on the forwarded client address only when the proxy is trusted', async () => {
    const user = await t().registerUser();
    const viaProxy = (client: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: t().uniqueEmail('spray'), password: 'Wrong-Pass-1' },
      });
    for (let i = 0; i < 20; i++) await viaProxy('192.0.2.10');
    const blocked = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.10' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    // A different client behind the same proxy is not blocked.
    const other = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '192.0.2.11' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});
