import { randomUUID } from 'node:crypto';
import { ALBUM_LIMITS, PASSKEYS_PER_ACCOUNT_MAX, SHARE_LINK_LIMITS } from '@doita/shared';
import type { PasskeyRegistrationOptions } from '@doita/shared';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { albums, passkeys, shareLinks } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { createSoftAuthenticator } from './helpers/soft-authenticator.js';
import { PUBLIC_URL, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * A couple's albums and share links, and a person's passkeys, stop at their bound however
 * many requests arrive at once (from both partners): each is counted and added under its
 * owner's lock, so exactly the room left is made and the rest are refused, never a 5xx.
 */
describeEachEngine('a couple’s bounds, under requests sent at once', (engine) => {
  const t = useTestApp(engine);
  const AT_ONCE = 30;
  /** what is left under the bound before the burst */
  const ROOM = 7;

  async function pair(ctx: TestApp) {
    const { a, b, couple } = await connectedPair(ctx);
    return { a, b, coupleId: couple.id };
  }

  const statusesOf = (answers: { statusCode: number }[]) =>
    answers.map((answer) => answer.statusCode);
  const tally = (statuses: number[]) => ({
    made: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 422).length,
  });

  it('makes exactly the albums left under the bound', async () => {
    const ctx = t();
    const { a, b, coupleId } = await pair(ctx);
    const { db } = ctx.database;
    const now = new Date();
    await db.insert(albums).values(
      Array.from({ length: ALBUM_LIMITS.perCouple - ROOM }, (_, i) => ({
        id: randomUUID(),
        coupleId,
        ownerId: a.user.id,
        name: `Album ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        as(ctx, i % 2 ? b : a, 'POST', '/api/albums', { name: `Mới ${i}` }),
      ),
    );
    expect(tally(statusesOf(answers))).toEqual({ made: ROOM, refused: AT_ONCE - ROOM });
    const [kept] = await db
      .select({ n: count() })
      .from(albums)
      .where(eq(albums.coupleId, coupleId));
    expect(kept?.n).toBe(ALBUM_LIMITS.perCouple);
  });

  it('makes exactly the share links left under the bound', async () => {
    const ctx = t();
    const { a, b, coupleId } = await pair(ctx);
    const memory = await createMemory(ctx, a, { title: 'Biển' });
    const { db } = ctx.database;
    await db.insert(shareLinks).values(
      Array.from({ length: SHARE_LINK_LIMITS.perCouple - ROOM }, () => ({
        id: randomUUID(),
        coupleId,
        createdBy: a.user.id,
        memoryId: memory.id,
        tokenHash: randomUUID(),
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        as(ctx, i % 2 ? b : a, 'POST', '/api/share-links', { memoryId: memory.id }),
      ),
    );
    expect(tally(statusesOf(answers))).toEqual({ made: ROOM, refused: AT_ONCE - ROOM });
    const [kept] = await db
      .select({ n: count() })
      .from(shareLinks)
      .where(eq(shareLinks.coupleId, coupleId));
    expect(kept?.n).toBe(SHARE_LINK_LIMITS.perCouple);
  });

  it('adds exactly the passkeys left under the bound', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const device = createSoftAuthenticator(PUBLIC_URL);
    await ctx.database.db.insert(passkeys).values(
      Array.from({ length: PASSKEYS_PER_ACCOUNT_MAX - ROOM }, (_, i) => ({
        id: randomUUID(),
        userId: user.user.id,
        credentialId: `seeded-${i}`,
        publicKey: 'seeded',
        deviceType: 'singleDevice' as const,
        name: `Key ${i}`,
      })),
    );
    const post = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth/passkeys${url}`,
        headers: authHeader(user.token),
        payload,
      });
    // a ceremony each, begun one after another, then all finished at once
    const responses = [];
    for (let i = 0; i < AT_ONCE / 3; i += 1) {
      const options = await post('/register/options', { password: user.password });
      expect(options.statusCode, options.body).toBe(200);
      responses.push(device.register(options.json<PasskeyRegistrationOptions>()).response);
    }
    const answers = await Promise.all(responses.map((response) => post('/register', { response })));
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ROOM);
    expect(statuses.filter((status) => status === 409)).toHaveLength(AT_ONCE / 3 - ROOM);
    const [kept] = await ctx.database.db
      .select({ n: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, user.user.id));
    expect(kept?.n).toBe(PASSKEYS_PER_ACCOUNT_MAX);
  });
});
