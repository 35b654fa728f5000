import { apiContracts, contractEndpoints } from '@doita/shared';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { RUNS } from './helpers/fuzz-runs.js';
import { ROUTES } from './helpers/route-catalogue.js';
import type { RouteSpec } from './helpers/route-catalogue.js';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeRouteSweep, useTestApp } from './helpers/test-app.js';

/** The field names of an object schema, through the transforms around it. */
const fieldsOf = (schema: unknown): string[] => {
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
};

/** Every field name any endpoint declares (body, query, params), and a few hostile ones. */
const fieldNames = fc.constantFrom(
  ...new Set([
    ...contractEndpoints(apiContracts)
      .flatMap((e) => [e.body, e.query, e.params])
      .flatMap(fieldsOf),
    'username',
    '__proto__',
    'constructor',
    'id',
  ]),
);

const nastyString = fc.oneof(
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 50 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '%00',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'a@b',
      'A'.repeat(5000),
      '🙂'.repeat(300),
      'Ab1'.repeat(50),
      '2023-02-30',
      '0000-00-00',
      '9999-12-31',
      '\ud800',
      'x\u0000y',
    ),
  },
  // Control characters, NUL above all: PostgreSQL text cannot store U+0000.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string(), fc.constantFrom('\u0000', '\u0001', '\u001b', '\ud800'), fc.string())
      .map((p) => p.join('')),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const jsonValue = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 })),
  },
);

/** Bodies: random JSON, objects with the right names and wrong values, and raw non-JSON text. */
const bodies = fc.oneof(
  fc.dictionary(fieldNames, jsonValue, { maxKeys: 6 }).map((o) => ({ json: o })),
  fc.jsonValue().map((v) => ({ json: v })),
  fc
    .oneof(fc.string(), fc.constantFrom('{', '{"email":', 'null', '[]', '{"a":1}}', '\u0000'))
    .map((raw) => ({ raw })),
);

const queries = fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 8 })), nastyString, {
  maxKeys: 4,
});

const pathNoise = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '..%2f..%2f', '%00', 'a'.repeat(2000), '🙂', '?x=%'),
);

function expectClientError(route: RouteSpec, status: number, body: string) {
  const where = `${route.method} ${route.url} -> ${status} ${body.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    expect(typeof parsed.message, where).toBe('string');
    expect(typeof parsed.code, where).toBe('string');
  }
}

describeRouteSweep('fuzz: malformed input never gives a 5xx', (engine) => {
  const t = useTestApp(engine);
  let user: TestUser;
  const headersFor = (route: RouteSpec) => (route.auth ? authHeader(user.token) : {});

  it('prepares a signed-in user', async () => {
    user = await t().registerUser();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await t().app.inject({
            method: route.method,
            url: route.url,
            headers: { ...headersFor(route), 'content-type': 'application/json' },
            payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
          });
          expectClientError(route, res.statusCode, res.body);
        }),
        { numRuns: RUNS },
      );
    });

    if (route.body) {
      const validBody = route.body;
      it(`${route.method} ${route.url}: a valid body with one field spoilt`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.nat(), jsonValue, async (pick, spoiler) => {
            const body = validBody(t(), user) as Record<string, unknown>;
            const keys = Object.keys(body);
            const key = keys[pick % keys.length] ?? 'x';
            const res = await t().app.inject({
              method: route.method,
              url: route.url,
              headers: headersFor(route),
              payload: { ...body, [key]: spoiler },
            });
            expectClientError(route, res.statusCode, res.body);
          }),
          { numRuns: RUNS },
        );
      });
    }

    it(`${route.method} ${route.url}: queries and paths`, async () => {
      await fc.assert(
        fc.asyncProperty(queries, pathNoise, async (query, noise) => {
          const asQuery = await t().app.inject({
            method: route.method,
            url: route.url,
            query,
            headers: headersFor(route),
          });
          expectClientError(route, asQuery.statusCode, asQuery.body);
          const asPath = await t().app.inject({
            method: route.method,
            url: `${route.url.replace(/:\w+/g, noise)}/${noise}`,
            headers: headersFor(route),
          });
          expectClientError(route, asPath.statusCode, asPath.body);
        }),
        { numRuns: RUNS },
      );
    });

    it(`${route.method} ${route.url}: odd content types and headers`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
          ),
          fc.string({ maxLength: 200 }),
          async (contentType, payload) => {
            const res = await t().app.inject({
              method: route.method,
              url: route.url,
              headers: { ...headersFor(route), 'content-type': contentType },
              payload,
            });
            expectClientError(route, res.statusCode, res.body);
          },
        ),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    });
  }
});
