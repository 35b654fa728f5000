import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

const CSP_MUST = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  for (const directive of CSP_MUST) expect(csp).toContain(directive);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

describeEachEngine('http basics', (engine) => {
  const t = useTestApp(engine, {
    extraRoutes: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('secret internals at /srv/db.ts:42');
      });
    },
  });

  it('sends the security headers on 200, 404 and 500 answers', async () => {
    const { app } = t();
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const broken = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect([ok.statusCode, missing.statusCode, broken.statusCode]).toEqual([200, 404, 500]);
    for (const res of [ok, missing, broken]) expectSecurityHeaders(res.headers);
    // HSTS only in production (below): over http://localhost it would be wrong.
    expect(ok.headers['strict-transport-security']).toBeUndefined();
  });

  it('never puts a stack trace or the error text in a 500', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('answers unknown /api paths with a JSON 404 of the common shape', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/auth/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers schema errors with 422 and one entry per field', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', displayName: 'x'.repeat(81) },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{
      message: string;
      code: string;
      errors: { field: string; code: string; message: string }[];
    }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'validation.email', message: 'Invalid email address' },
        {
          field: 'password',
          code: 'validation.passwordRule',
          message:
            'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit',
        },
        {
          field: 'displayName',
          code: 'validation.maxLength:80',
          message: 'Must be at most 80 characters',
        },
      ]),
    );
  });

  it('names missing fields as required and wrong types as invalid', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 12 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'validation.required', message: 'This field is required' },
        { field: 'password', code: 'validation.required', message: 'This field is required' },
      ]),
    );
  });

  it('gives the generic messages where a field has none of its own', async () => {
    const user = await t().registerUser({ displayName: 'Số' });
    const ask = async (query: string) => {
      const res = await t().app.inject({
        method: 'GET',
        url: `/api/memories?${query}`,
        headers: authHeader(user.token),
      });
      expect(res.statusCode).toBe(422);
      return res.json<{ errors: unknown[] }>().errors;
    };
    expect(await ask('limit=abc')).toEqual([
      { field: 'limit', code: 'validation.number', message: 'Must be a number' },
    ]);
    expect(await ask('limit=0')).toEqual([
      { field: 'limit', code: 'validation.minValue:1', message: 'Must be at least 1' },
    ]);
    expect(await ask('limit=500')).toEqual([
      { field: 'limit', code: 'validation.maxValue:100', message: 'Must be at most 100' },
    ]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('strips unknown body fields instead of storing or echoing them', async () => {
    const { app, registerUser } = t();
    const user = await registerUser({
      isAdmin: true,
      passwordHash: 'x',
      id: 'chosen-id',
      emailVerifiedAt: '2020-01-01',
    });
    expect(user.user.id).not.toBe('chosen-id');
    expect(user.user.isEmailVerified).toBe(false);
    expect(JSON.stringify(user.user)).not.toContain('isAdmin');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { bio: 'hi', email: 'hijack@example.com', tokenVersion: 99 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string; bio: string } }>().user).toMatchObject({
      email: user.email,
      bio: 'hi',
    });
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('reads a gzipped JSON body on a route that takes one', async () => {
    const { app } = t();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'not-it-1234' })),
    });
    // the body was read: a wrong sign-in, not a malformed or undecodable request
    expect(res.statusCode).toBe(401);
  });

  it('answers the health checks uncompressed, with their security headers', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await t().app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ status: 'ok' });
      expectSecurityHeaders(res.headers);
    }
  });
});

describeEachEngine('http basics in production', (engine) => {
  const t = useTestApp(engine, { env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) } });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describeEachEngine('NUL characters', (engine) => {
  const t = useTestApp(engine);

  it('refuses a NUL in any body text or query with 422 (PostgreSQL text cannot hold it)', async () => {
    const { app, registerUser, uniqueEmail } = t();
    const user = await registerUser();
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { bio: 'a\u0000b' },
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json()).toMatchObject({
      errors: [{ field: 'bio', code: 'validation.invalid' }],
    });
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'Abcdefg1', displayName: 'x\u0000' },
    });
    expect(register.statusCode).toBe(422);
  });

  it.each(['/api/memories/a%00b', '/api/blog/posts/%00', '/api/blog/posts/%00/comments'])(
    'refuses a NUL in a path parameter (%s) with 422, signed in or not',
    async (url) => {
      const user = await t().registerUser();
      const signedIn = await t().app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(signedIn.statusCode).toBe(422);
      if (url.startsWith('/api/blog')) {
        expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(422);
      }
    },
  );
});
