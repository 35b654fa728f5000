import { beforeAll, expect, it } from 'vitest';
import { ROUTES } from './helpers/route-catalogue.js';
import type { Method } from './helpers/route-catalogue.js';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * An id in the path that is too long or malformed names nothing: 404
 * in the app's own shape, on every method, never 403, 414 or the framework's body.
 */
const BAD_IDS = [
  'x'.repeat(65), // past the schema's 64
  'x'.repeat(101), // past Fastify's maxParamLength (it answered 414)
  'x'.repeat(3000),
  '%E0%A4%A', // cut percent-encoding (it answered the framework's 400)
  '%zz',
  '%',
  '%C0%AF', // overlong UTF-8
  '..',
  '%2E%2E%2F',
  "a'b",
  'a%20b',
  'ü',
  '🙂',
  'a.b',
  '-1',
];
// (A NUL anywhere, the path included, stays the 422 of plugins/reject-nul.ts: http-basics.test.ts.)

/** Routes whose path names a resource by id (the `:type` and `:date` filters are not ids). */
const ID_ROUTES = ROUTES.filter((route) => /:(id|\w+Id|token|file)\b/.test(route.url));
const OTHER_METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describeEachEngine('bad ids in the path', (engine) => {
  const t = useTestApp(engine);
  let me: TestUser;
  beforeAll(async () => {
    me = await t().registerUser();
  });

  const expectNotFound = (
    status: number,
    body: string,
    headers: Record<string, unknown>,
    where: string,
    codes: string[] = ['NOT_FOUND'],
  ) => {
    expect(status, `${where} -> ${status} ${body.slice(0, 120)}`).toBe(404);
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(parsed).sort(), where).toEqual(['code', 'message']);
    expect(codes, where).toContain(parsed.code);
    expect(headers['content-security-policy'], where).toBeDefined();
    expect(headers['x-request-id'], where).toBeDefined();
  };

  it('covers every route with an id', () => {
    expect(ID_ROUTES.length).toBeGreaterThanOrEqual(25);
  });

  // An upload id and file name may hold `-` (`-1` is well-formed there): unsigned, it is the
  // signed-URL check's 403, not a malformed id (uploads.test.ts).
  const wellFormed = (route: string, id: string) => route === '/api/files/:id/:file' && id === '-1';
  // A dot segment is resolved before routing, as a browser resolves it before sending:
  // `/api/albums/../memories` is `/api/memories`, another declared route, not a bad id.
  const templateOf = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  const landsElsewhere = (method: Method, url: string) => {
    const resolved = new URL(url, 'http://localhost').pathname;
    return (
      resolved !== url &&
      ROUTES.some((other) => other.method === method && templateOf(other.url).test(resolved))
    );
  };
  // A share link that does not open answers its own single 404 wording once the token reaches
  // its route (one too long for the router is the app's plain 404).
  const notFoundCodesOf = (route: string) =>
    route === '/api/shared/:token' ? ['SHARE_LINK_UNAVAILABLE', 'NOT_FOUND'] : ['NOT_FOUND'];

  for (const route of ID_ROUTES) {
    it(`${route.method} ${route.url}: 404 for every malformed or over-long id`, async () => {
      for (const bad of BAD_IDS.filter((id) => !wellFormed(route.url, id))) {
        // a kind is a word from a list, not an id: the trash's routes get a real one
        const url = route.url
          .replace(/:kind\b/g, 'memory')
          .replace(/:(id|\w+Id|token|file)\b/g, bad);
        if (landsElsewhere(route.method, url)) continue;
        const res = await t().app.inject({
          method: route.method,
          url,
          headers: route.auth ? authHeader(me.token) : {},
          ...(route.body ? { payload: route.body(t(), me) as object } : {}),
        });
        expectNotFound(
          res.statusCode,
          res.body,
          res.headers,
          `${route.method} ${url.slice(0, 60)}`,
          notFoundCodesOf(route.url),
        );
      }
    });
  }

  it('the same on methods a path does not have, and past the last segment', async () => {
    for (const bad of ['x'.repeat(3000), '%E0%A4%A', '..']) {
      for (const method of OTHER_METHODS) {
        const res = await t().app.inject({
          method,
          url: `/api/memories/${bad}/favorite/${bad}`,
          headers: authHeader(me.token),
        });
        expectNotFound(res.statusCode, res.body, res.headers, `${method} …/${bad.slice(0, 10)}`);
      }
    }
  });
});
