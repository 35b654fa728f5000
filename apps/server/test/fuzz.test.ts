import { EVENT_STREAMS_MAX, PUSH_SUBSCRIPTIONS_MAX } from '@doita/shared';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createLocalHub } from '../src/lib/events.js';
import { guardedLookup } from '../src/lib/outbound-guard.js';
import { createStreamRegistry } from '../src/modules/events/event-streams.js';
import {
  localName,
  nonPublicIPv4,
  nonPublicIPv6Host,
  spelledNonPublicHost,
} from './helpers/address-spellings.js';
import { ROUTES } from './helpers/route-catalogue.js';
import type { RouteSpec } from './helpers/route-catalogue.js';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Runs per route and kind of input. The catalogue grew to every route (~110) on two engines,
 * so 30 a kind keeps the file near a minute of CI; FUZZ_RUNS=500 for a long hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const fieldNames = fc.constantFrom(
  'email',
  'password',
  'displayName',
  'firstName',
  'lastName',
  'language',
  'rememberMe',
  'refreshToken',
  'token',
  'newPassword',
  'currentPassword',
  'username',
  'bio',
  'dateOfBirth',
  'phone',
  'partnerEmail',
  'anniversaryDate',
  'coupleId',
  'action',
  'code',
  'cursor',
  'limit',
  // reminders, preferences and delivery
  'title',
  'description',
  'datetime',
  'reminderDate',
  'reminderTime',
  'type',
  'isRecurring',
  'recurringType',
  'calendar',
  'lunarDate',
  'snoozeUntil',
  'timeZone',
  'notifications',
  'profileVisibility',
  'endpoint',
  'keys',
  'ticket',
  'filter',
  'days',
  'q',
  '__proto__',
  'constructor',
  'id',
  'title',
  'description',
  'content',
  'date',
  'tags',
  'location',
  'mood',
  'isPrivate',
  'images',
  'q',
  'page',
  'offset',
  'year',
  'month',
  'dateFrom',
  'dateTo',
  'excerpt',
  'coverImageId',
  'category',
  'privacy',
  'status',
  'scope',
  'tag',
  'author',
  'commentId',
  'uploadId',
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

describeEachEngine('fuzz: malformed input never gives a 5xx', (engine) => {
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

/**
 * Issue 14: no request makes the server call into its own network, and no sequence of
 * requests holds resources past their bounds. The spellings come from
 * helpers/address-spellings.ts, written apart from the classifier they test.
 */
describeEachEngine('fuzz: outward calls and held resources', (engine) => {
  const t = useTestApp(engine);
  let user: TestUser;
  const subscribe = (endpoint: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: authHeader(user.token),
      payload: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
    });
  const devices = async () =>
    (
      await t().app.inject({
        method: 'GET',
        url: '/api/push/subscriptions',
        headers: authHeader(user.token),
      })
    ).json<{ subscriptions: { id: string }[] }>().subscriptions;

  it('prepares a signed-in user', async () => {
    user = await t().registerUser();
  });

  it('refuses a push endpoint at any non-public address, however it is spelled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(spelledNonPublicHost, nonPublicIPv6Host, localName),
        fc.constantFrom('', ':443', ':8080', ':1'),
        fc.constantFrom('https', 'http'),
        async (host, port, scheme) => {
          const res = await subscribe(
            `${scheme}://${host}${port}/push/${encodeURIComponent(host)}`,
          );
          expect(res.statusCode, `${scheme}://${host}${port} -> ${res.body}`).toBe(422);
        },
      ),
      { numRuns: RUNS * 4 },
    );
    expect(await devices()).toEqual([]);
  });

  it('the send-time lookup refuses a name that answers any such address', async () => {
    await fc.assert(
      fc.asyncProperty(nonPublicIPv4, fc.boolean(), async (parts, withPublic) => {
        const address = parts.join('.');
        const resolve = () =>
          Promise.resolve([
            ...(withPublic ? [{ address: '93.184.216.34', family: 4 }] : []),
            { address, family: 4 },
          ]);
        const lookup = guardedLookup({ allowLoopback: false }, resolve);
        const error = await new Promise<unknown>((done) =>
          lookup('push.example.com', { all: true }, (err) => done(err)),
        );
        expect((error as { code?: string } | null)?.code, address).toBe('OUTBOUND_REFUSED');
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('keeps at most ten devices a person, whatever the sequence of subscribing and removing', async () => {
    let next = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('add' as const), fc.nat({ max: 12 })), { maxLength: 14 }),
        async (steps) => {
          for (const step of steps) {
            if (step === 'add') {
              const res = await subscribe(`https://fcm.googleapis.com/fcm/send/fuzz-${next++}`);
              expect(res.statusCode, res.body).toBe(201);
            } else {
              const listed = await devices();
              const id = listed[step % Math.max(1, listed.length)]?.id ?? 'none';
              const res = await t().app.inject({
                method: 'DELETE',
                url: `/api/push/subscriptions/${id}`,
                headers: authHeader(user.token),
              });
              expect([200, 404]).toContain(res.statusCode);
            }
            expect((await devices()).length).toBeLessThanOrEqual(PUSH_SUBSCRIPTIONS_MAX);
          }
        },
      ),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  });

  it('holds at most five event streams a person, whatever opens, closes and signs out', () => {
    type Step =
      | { kind: 'open'; user: number; session: number }
      | { kind: 'leave'; stream: number }
      | { kind: 'end'; user: number; session: number | null };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('open' as const), user: fc.nat(2), session: fc.nat(3) }),
      fc.record({ kind: fc.constant('leave' as const), stream: fc.nat(40) }),
      fc.record({
        kind: fc.constant('end' as const),
        user: fc.nat(2),
        session: fc.option(fc.nat(3), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let clock = 0;
        const registry = createStreamRegistry(createLocalHub(), () => clock++);
        const streams: { user: string; session: string; open: boolean; forget: () => void }[] = [];
        for (const s of steps) {
          if (s.kind === 'open') {
            const stream = {
              user: `u${s.user}`,
              session: `s${s.session}`,
              open: true,
              forget: () => {},
            };
            stream.forget = registry.open({
              userId: stream.user,
              sessionId: stream.session,
              close: () => {
                stream.open = false;
                stream.forget();
              },
            });
            streams.push(stream);
          } else if (s.kind === 'leave') {
            const stream = streams[s.stream % Math.max(1, streams.length)];
            if (stream?.open) {
              stream.open = false;
              stream.forget();
            }
          } else {
            registry.end(
              `u${s.user}`,
              s.session === null ? { allBut: null } : { sessions: [`s${s.session}`] },
            );
            for (const stream of streams.filter((x) => x.user === `u${s.user}`))
              if (s.session === null || stream.session === `s${s.session}`)
                expect(stream.open).toBe(false);
          }
          for (const user of ['u0', 'u1', 'u2'])
            expect(streams.filter((x) => x.user === user && x.open).length).toBeLessThanOrEqual(
              EVENT_STREAMS_MAX,
            );
          expect(registry.size).toBe(streams.filter((x) => x.open).length);
        }
      }),
      { numRuns: RUNS * 4 },
    );
  });
});
