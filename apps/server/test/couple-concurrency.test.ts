import type { Couple } from '@doita/shared';
import { eq, inArray, or } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { coupleMembers, couples } from '../src/db/schema.js';
import { as, invite } from './helpers/couple.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Racing requests (real concurrency on PostgreSQL's pool; interleaved on PGlite):
 * whatever wins, each person ends in at most one couple, both members rows agree
 * with an accepted couple, and nobody sees a 5xx.
 */
describeEachEngine('couple concurrency', (engine) => {
  const t = useTestApp(engine);
  const ROUNDS = 5;

  async function people(n: number): Promise<TestUser[]> {
    return Promise.all(Array.from({ length: n }, () => t().registerUser()));
  }

  /** The database agrees with itself: members point at accepted couples, in pairs. */
  async function expectConsistent(users: TestUser[]) {
    const ids = users.map((u) => u.user.id);
    const { db } = t().database;
    const members = await db.select().from(coupleMembers).where(inArray(coupleMembers.userId, ids));
    for (const member of members) {
      const [couple] = await db.select().from(couples).where(eq(couples.id, member.coupleId));
      expect(couple?.status).toBe('accepted');
      expect([couple?.user1Id, couple?.user2Id]).toContain(member.userId);
      const both = await db
        .select()
        .from(coupleMembers)
        .where(eq(coupleMembers.coupleId, member.coupleId));
      expect(both.map((m) => m.userId).sort()).toEqual([couple!.user1Id, couple!.user2Id].sort());
    }
    const accepted = await db
      .select()
      .from(couples)
      .where(or(inArray(couples.user1Id, ids), inArray(couples.user2Id, ids)));
    for (const couple of accepted.filter((c) => c.status === 'accepted')) {
      expect(members.filter((m) => m.coupleId === couple.id)).toHaveLength(2);
    }
    return members;
  }

  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

  it('the invitee accepting twice at once: one couple, both answers fine', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await people(2);
      const sent = await invite(t(), a!, b!);
      const body = { coupleId: sent.id, action: 'accept' };
      const responses = await Promise.all([
        as(t(), b!, 'POST', '/api/couple/respond', body),
        as(t(), b!, 'POST', '/api/couple/respond', body),
      ]);
      expect(
        statuses(responses).every((s) => s === 200 || s === 404),
        statuses(responses).join(),
      ).toBe(true);
      expect(statuses(responses)).toContain(200);
      expect(await expectConsistent([a!, b!])).toHaveLength(2);
    }
  });

  it('two people inviting each other at once end connected, in one couple', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await people(2);
      const responses = await Promise.all([
        as(t(), a!, 'POST', '/api/couple/connect', { partnerEmail: b!.email }),
        as(t(), b!, 'POST', '/api/couple/connect', { partnerEmail: a!.email }),
      ]);
      expect(statuses(responses)).toEqual([200, 200]);
      const answered = responses.map((r) => r.json<{ couple: Couple }>().couple);
      expect(answered[0]!.id).toBe(answered[1]!.id);
      expect(answered.map((c) => c.status)).toContain('accepted');
      const members = await expectConsistent([a!, b!]);
      expect(members).toHaveLength(2);
    }
  });

  it('two people joining the same code at once: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [owner, x, y] = await people(3);
      const { code } = (await as(t(), owner!, 'POST', '/api/couple/generate-code')).json<{
        code: string;
      }>();
      const responses = await Promise.all([
        as(t(), x!, 'POST', '/api/couple/join', { code }),
        as(t(), y!, 'POST', '/api/couple/join', { code }),
      ]);
      expect(statuses(responses).sort()).toEqual([200, 400]);
      const loser = responses.find((r) => r.statusCode === 400)!;
      expect(loser.json<{ message: string }>().message).toBe('Invalid couple code');
      expect(await expectConsistent([owner!, x!, y!])).toHaveLength(2);
    }
  });

  it('A accepting B while accepting C (two tabs): one couple for A, never a 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = await people(3);
      const fromB = await invite(t(), b!, a!);
      const fromC = await invite(t(), c!, a!);
      const responses = await Promise.all([
        as(t(), a!, 'POST', '/api/couple/respond', { coupleId: fromB.id, action: 'accept' }),
        as(t(), a!, 'POST', '/api/couple/respond', { coupleId: fromC.id, action: 'accept' }),
      ]);
      const codes = statuses(responses);
      expect(
        codes.filter((s) => s === 200),
        codes.join(),
      ).toHaveLength(1);
      expect(
        codes.every((s) => s === 200 || s === 400 || s === 404),
        codes.join(),
      ).toBe(true);
      const members = await expectConsistent([a!, b!, c!]);
      expect(members).toHaveLength(2);
      expect(members.map((m) => m.userId)).toContain(a!.user.id);
    }
  });

  it('A accepts B while C joins A’s code and D invites A: one couple for A', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c, d] = await people(4);
      const fromB = await invite(t(), b!, a!);
      const { code } = (await as(t(), a!, 'POST', '/api/couple/generate-code')).json<{
        code: string;
      }>();
      const responses = await Promise.all([
        as(t(), a!, 'POST', '/api/couple/respond', { coupleId: fromB.id, action: 'accept' }),
        as(t(), c!, 'POST', '/api/couple/join', { code }),
        as(t(), d!, 'POST', '/api/couple/connect', { partnerEmail: a!.email }),
      ]);
      const codes = statuses(responses);
      expect(
        codes.every((s) => s < 500),
        codes.join(),
      ).toBe(true);
      const members = await expectConsistent([a!, b!, c!, d!]);
      expect(members.filter((m) => m.userId === a!.user.id)).toHaveLength(1);
    }
  });
});
