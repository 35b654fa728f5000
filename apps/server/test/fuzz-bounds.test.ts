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
import { RUNS } from './helpers/fuzz-runs.js';
import type { TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * No request makes the server call into its own network, and no sequence of requests
 * holds resources past their bounds. The spellings come from
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
