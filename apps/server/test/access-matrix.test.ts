import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { JWT_AUDIENCE, JWT_ISSUER, createAccessTokens } from '../src/lib/tokens.js';
import { AUTHENTICATED_ROUTES, ROUTES, UNKNOWN_RESOURCES } from './helpers/route-catalogue.js';
import type { RouteSpec } from './helpers/route-catalogue.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeRouteSweep, useTestApp } from './helpers/test-app.js';

/** Every way to present a bad credential; each must get 401 on every authenticated route. */
const BAD_CREDENTIALS: {
  name: string;
  header: (ctx: TestApp, victim: TestUser) => Promise<string | undefined>;
}[] = [
  { name: 'no token', header: () => Promise.resolve(undefined) },
  { name: 'an empty bearer', header: () => Promise.resolve('Bearer ') },
  { name: 'a malformed token', header: () => Promise.resolve('Bearer not-a-jwt') },
  { name: 'a three-part garbage token', header: () => Promise.resolve('Bearer a.b.c') },
  {
    name: 'Basic credentials',
    header: (_, v) => Promise.resolve(`Basic ${btoa(`${v.email}:${v.password}`)}`),
  },
  { name: 'the token without its scheme', header: (_, v) => Promise.resolve(v.token) },
  {
    name: 'a tampered signature',
    header: (_, v) =>
      Promise.resolve(
        `Bearer ${v.token.slice(0, -4)}${v.token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
      ),
  },
  {
    name: 'an expired token',
    header: async (ctx, v) => {
      const sixteenMinutesAgo = { now: () => new Date(ctx.clock.now().getTime() - 16 * 60 * 1000) };
      const tokens = createAccessTokens(ctx.jwtSecret, sixteenMinutesAgo);
      return `Bearer ${await tokens.sign({ userId: v.user.id, tokenVersion: 0 })}`;
    },
  },
  {
    name: 'a refresh token used as access token',
    header: (_, v) => Promise.resolve(`Bearer ${v.refreshToken}`),
  },
  {
    name: 'a token signed with another secret',
    header: async (ctx, v) =>
      `Bearer ${await createAccessTokens('another-secret-another-secret-000', ctx.clock).sign({ userId: v.user.id, tokenVersion: 0 })}`,
  },
  {
    name: 'an alg "none" token',
    header: (_, v) => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        sub: v.user.id,
        typ: 'access',
        tv: 0,
        iss: JWT_ISSUER,
        aud: JWT_AUDIENCE,
        iat: now,
        exp: now + 600,
      };
      return Promise.resolve(`Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`);
    },
  },
  {
    name: 'a correctly signed token of another type',
    header: (ctx, v) => sign(ctx, { sub: v.user.id, typ: 'refresh', tv: 0 }),
  },
  {
    name: 'a correctly signed token for another audience',
    header: (ctx, v) =>
      sign(ctx, { sub: v.user.id, typ: 'access', tv: 0 }, { audience: 'someone-else' }),
  },
  {
    name: 'a token of a deleted user',
    header: async (ctx) => {
      const doomed = await ctx.registerUser();
      await ctx.database.db.delete(users).where(eq(users.id, doomed.user.id));
      return `Bearer ${doomed.token}`;
    },
  },
];

async function sign(
  ctx: TestApp,
  claims: Record<string, unknown>,
  options: { audience?: string } = {},
) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(ctx.jwtSecret));
  return `Bearer ${token}`;
}

const call = async (
  ctx: TestApp,
  route: RouteSpec,
  victim: TestUser,
  authorization: string | undefined,
  url = route.url,
) =>
  ctx.app.inject({
    method: route.method,
    url,
    query: route.query,
    headers: authorization === undefined ? {} : { authorization },
    ...(route.body ? { payload: route.body(ctx, victim) as object } : {}),
  });

describeRouteSweep('access matrix', (engine) => {
  const t = useTestApp(engine);
  // Refused calls change nothing, so one victim serves every bad credential on every route
  // (registering, with its argon2id hash, was most of this file's time).
  let registered: Promise<TestUser> | undefined;
  const sharedVictim = (ctx: TestApp) => (registered ??= ctx.registerUser());

  it('knows who owns what every signed-in path names (OWNED_RESOURCES)', () => {
    expect(UNKNOWN_RESOURCES).toEqual([]);
  });

  for (const route of AUTHENTICATED_ROUTES) {
    describe(`${route.method} ${route.url}`, () => {
      it.each(BAD_CREDENTIALS.map((c) => [c.name, c] as const))(
        'refuses %s with 401 and no data',
        async (_, credential) => {
          const ctx = t();
          const victim = await sharedVictim(ctx);
          const res = await call(ctx, route, victim, await credential.header(ctx, victim));
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
          expect(res.headers['content-security-policy']).toBeDefined();
        },
      );

      it('accepts the valid token of the user it belongs to (the control)', async () => {
        const ctx = t();
        const owner = await ctx.registerUser();
        const url = route.ownedResourceUrl ? await route.ownedResourceUrl(ctx, owner) : route.url;
        const res = await call(ctx, route, owner, `Bearer ${owner.token}`, url);
        expect(res.statusCode).not.toBe(401);
        expect(res.statusCode).toBeLessThan(500);
      });

      it("gives a stranger's valid token nothing of the victim's", async () => {
        const ctx = t();
        const victim = await ctx.registerUser({ displayName: 'Victim Person' });
        const stranger = await ctx.registerUser();
        const url = route.ownedResourceUrl ? await route.ownedResourceUrl(ctx, victim) : route.url;
        const res = await call(ctx, route, stranger, `Bearer ${stranger.token}`, url);
        if (route.ownedResourceUrl) expect(res.statusCode).toBe(404);
        else expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain(victim.user.id);
        expect(res.body).not.toContain(victim.email);
        expect(res.body).not.toContain('Victim Person');
      });
    });
  }

  // A guest may call these: without a token, or with a stranger's, nothing of someone else's.
  for (const route of ROUTES.filter((r) => !r.auth)) {
    it(`${route.method} ${route.url} gives a guest and a stranger nothing of the victim's`, async () => {
      const ctx = t();
      const victim = await ctx.registerUser({ displayName: 'Victim Person' });
      const stranger = await ctx.registerUser();
      const url = route.ownedResourceUrl ? await route.ownedResourceUrl(ctx, victim) : route.url;
      for (const authorization of [undefined, `Bearer ${stranger.token}`]) {
        const res = await call(ctx, route, stranger, authorization, url);
        if (route.ownedResourceUrl) expect(res.statusCode, authorization).toBe(404);
        else expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain(victim.user.id);
        expect(res.body).not.toContain(victim.email);
        expect(res.body).not.toContain('Victim Person');
      }
    });
  }
});
