import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoint } from '@doita/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { blogComments, idempotencyKeys, memories, reminders } from '../src/db/schema.js';
import { contractRoutes } from '../src/lib/contract-route.js';
import { createMailer } from '../src/lib/mailer.js';
import { createIdempotencyRepository } from '../src/modules/idempotency/idempotency-repository.js';
import { connectedPair } from './helpers/couple.js';
import { createPost } from './helpers/blog.js';
import { createMemory, memoryBody } from './helpers/memories.js';
import { createReminder, inMinutes } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

type Method = 'POST' | 'PATCH';

function send(
  app: FastifyInstance,
  user: TestUser,
  method: Method,
  url: string,
  key: string | undefined,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...authHeader(user.token),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(payload ? { payload } : {}),
  });
}

async function countOf(ctx: TestApp, table: typeof memories | typeof reminders, authorId: string) {
  const column = table === memories ? memories.authorId : reminders.authorId;
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(column, authorId));
  return row?.n ?? 0;
}

describeEachEngine('Idempotency-Key', (engine) => {
  const ctx = useTestApp(engine);
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    ({ a, b } = await connectedPair(ctx()));
  });

  it('creates a memory once however often it is sent, replaying the first answer', async () => {
    const key = randomUUID();
    const body = memoryBody({ title: 'Một lần thôi' });
    const first = await send(ctx().app, a, 'POST', '/api/memories', key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(ctx().app, a, 'POST', '/api/memories', key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    const [row] = await ctx()
      .database.db.select({ n: count() })
      .from(memories)
      .where(eq(memories.title, 'Một lần thôi'));
    expect(row?.n).toBe(1);
  });

  it('stores the JSON text, not the compressed answer the first client was sent', async () => {
    const key = randomUUID();
    // past the compression threshold (1 KB), so the first answer goes out gzipped
    const body = memoryBody({ title: 'Nén lại', description: 'Đà Lạt mộng mơ. '.repeat(120) });
    const first = await ctx().app.inject({
      method: 'POST',
      url: '/api/memories',
      headers: { ...authHeader(a.token), 'idempotency-key': key, 'accept-encoding': 'gzip' },
      payload: body,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await send(ctx().app, a, 'POST', '/api/memories', key, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json<{ memory: { title: string } }>().memory.title).toBe('Nén lại');
  });

  it('toggles a favourite once: a repeat does not toggle it back', async () => {
    const memory = await createMemory(ctx(), a);
    const key = randomUUID();
    const url = `/api/memories/${memory.id}/favorite`;
    const first = await send(ctx().app, a, 'PATCH', url, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(ctx().app, a, 'PATCH', url, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const read = await ctx().app.inject({
      method: 'GET',
      url: `/api/memories/${memory.id}`,
      headers: authHeader(a.token),
    });
    expect(read.json<{ memory: { isFavorite: boolean } }>().memory.isFavorite).toBe(true);
    // without a key, the toggle is the plain toggle
    await send(ctx().app, a, 'PATCH', url, undefined);
    const after = await ctx().app.inject({
      method: 'GET',
      url: `/api/memories/${memory.id}`,
      headers: authHeader(a.token),
    });
    expect(after.json<{ memory: { isFavorite: boolean } }>().memory.isFavorite).toBe(false);
  });

  it('completes a repeating reminder once (it does not move on two occurrences)', async () => {
    const reminder = await createReminder(ctx(), a, {
      isRecurring: true,
      recurringType: 'weekly',
    });
    const key = randomUUID();
    const url = `/api/reminders/${reminder.id}/complete`;
    const first = await send(ctx().app, b, 'PATCH', url, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(ctx().app, b, 'PATCH', url, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('creates a reminder, a like and a comment once', async () => {
    const key = randomUUID();
    const body = { title: 'Một lời nhắc', datetime: inMinutes(ctx(), 600), type: 'custom' };
    const before = await countOf(ctx(), reminders, a.user.id);
    const created = await send(ctx().app, a, 'POST', '/api/reminders', key, body);
    expect(created.statusCode, created.body).toBe(201);
    const again = await send(ctx().app, a, 'POST', '/api/reminders', key, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(ctx(), reminders, a.user.id)).toBe(before + 1);

    const post = await createPost(ctx(), a, { privacy: 'couple', status: 'published' });
    const likeKey = randomUUID();
    const like = await send(ctx().app, b, 'POST', `/api/blog/posts/${post.id}/like`, likeKey);
    expect(like.statusCode, like.body).toBe(200);
    const likeAgain = await send(ctx().app, b, 'POST', `/api/blog/posts/${post.id}/like`, likeKey);
    expect(likeAgain.headers['idempotent-replayed']).toBe('true');

    const commentKey = randomUUID();
    const url = `/api/blog/posts/${post.id}/comments`;
    const comment = { content: 'Đẹp quá!' };
    expect((await send(ctx().app, b, 'POST', url, commentKey, comment)).statusCode).toBe(201);
    const replay = await send(ctx().app, b, 'POST', url, commentKey, comment);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const [row] = await ctx()
      .database.db.select({ n: count() })
      .from(blogComments)
      .where(eq(blogComments.postId, post.id));
    expect(row?.n).toBe(1);
  });

  it('runs a concurrent double submit once: the second waits and replays', async () => {
    const key = randomUUID();
    const body = memoryBody({ title: 'Gửi hai lần cùng lúc' });
    const answers = await Promise.all(
      [0, 1, 2].map(() => send(ctx().app, a, 'POST', '/api/memories', key, body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const ids = new Set(answers.map((r) => r.json<{ memory: { id: string } }>().memory.id));
    expect(ids.size).toBe(1);
  });

  it('refuses the same key with another body or path (422), keeping the first answer', async () => {
    const key = randomUUID();
    const first = await send(ctx().app, a, 'POST', '/api/memories', key, memoryBody());
    expect(first.statusCode).toBe(201);
    const other = await send(
      ctx().app,
      a,
      'POST',
      '/api/memories',
      key,
      memoryBody({ title: 'Khác' }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'Idempotency-Key', code: 'validation.idempotencyKeyReused' }],
    });
    const reminder = await send(ctx().app, a, 'POST', '/api/reminders', key, {
      title: 'x',
      datetime: inMinutes(ctx(), 90),
      type: 'custom',
    });
    expect(reminder.statusCode).toBe(422);
  });

  it('keeps keys per user: the partner may use the same key for her own write', async () => {
    const key = randomUUID();
    const mine = await send(ctx().app, a, 'POST', '/api/memories', key, memoryBody());
    const hers = await send(ctx().app, b, 'POST', '/api/memories', key, memoryBody());
    expect(hers.statusCode).toBe(201);
    expect(hers.headers['idempotent-replayed']).toBeUndefined();
    expect(hers.json<{ memory: { id: string } }>().memory.id).not.toBe(
      mine.json<{ memory: { id: string } }>().memory.id,
    );
  });

  it('refuses a malformed key with 422 and writes nothing', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), 'kỷ-niệm']) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/memories',
        headers: { ...authHeader(a.token), 'idempotency-key': key },
        payload: memoryBody({ title: 'Khoá hỏng' }),
      });
      expect(res.statusCode, key).toBe(422);
    }
    const [row] = await ctx()
      .database.db.select({ n: count() })
      .from(memories)
      .where(eq(memories.title, 'Khoá hỏng'));
    expect(row?.n).toBe(0);
  });

  it('frees the key of a failed write (nothing applied), so a corrected retry runs', async () => {
    const key = randomUUID();
    const url = `/api/memories/${randomUUID()}/favorite`;
    expect((await send(ctx().app, a, 'PATCH', url, key)).statusCode).toBe(404);
    expect((await send(ctx().app, a, 'PATCH', url, key)).statusCode).toBe(404);
    const rows = await ctx()
      .database.db.select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });

  it('answers 409 while the first request with the key still runs, takes over a stale one', async () => {
    const key = randomUUID();
    const body = memoryBody({ title: 'Đang chạy' });
    expect((await send(ctx().app, a, 'POST', '/api/memories', key, body)).statusCode).toBe(201);
    // as if the first request were still running on another server: unanswered, claimed now
    await ctx()
      .database.db.update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: ctx().clock.now() })
      .where(eq(idempotencyKeys.key, key));
    const busy = await send(ctx().app, a, 'POST', '/api/memories', key, body);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    // its server stopped: after two minutes the key is taken over and the write runs
    ctx().clock.advance(180);
    const user = {
      ...a,
      token: await ctx().accessTokens.sign({ userId: a.user.id, tokenVersion: 0 }),
    };
    const taken = await send(ctx().app, user, 'POST', '/api/memories', key, body);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
  }, 15_000);

  it('forgets keys after a day: swept, and an expired key runs again', async () => {
    const key = randomUUID();
    const body = memoryBody({ title: 'Sau một ngày' });
    await send(ctx().app, a, 'POST', '/api/memories', key, body);
    ctx().clock.advance(25 * 60 * 60);
    const later = await send(
      ctx().app,
      { ...a, token: await ctx().accessTokens.sign({ userId: a.user.id, tokenVersion: 0 }) },
      'POST',
      '/api/memories',
      key,
      body,
    );
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    ctx().clock.advance(25 * 60 * 60);
    const removed = await createIdempotencyRepository(ctx().database.db).sweep(ctx().clock.now());
    expect(removed).toBeGreaterThan(0);
    const rows = await ctx()
      .database.db.select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });
});

/** A declared endpoint with `idempotent: true`, registered through contractRoutes(). */
const counterEndpoint = endpoint({
  operationId: 'bumpTestCounter',
  method: 'POST',
  path: '/test/counter',
  summary: 'test only',
  tags: ['health'],
  security: 'bearer',
  body: z.object({ by: z.number().int() }),
  responses: { 200: z.object({ value: z.number().int() }) },
  errors: [401, 409, 422],
  idempotent: true,
});

describe('endpoint({ idempotent: true }) through contractRoutes()', () => {
  let counter = 0;
  const ctx = useTestApp('pglite', {
    extraRoutes: (app) => {
      const routes = contractRoutes(
        { bump: counterEndpoint },
        {
          bump: (request) => {
            counter += request.body.by;
            return Promise.resolve({ value: counter });
          },
        },
      );
      void app.register(routes);
    },
  });

  it('applies a declared idempotent write once', async () => {
    const user = await ctx().registerUser();
    const call = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/test/counter',
        headers: { ...authHeader(user.token), 'idempotency-key': 'bump-1' },
        payload: { by: 5 },
      });
    const first = await call();
    const again = await call();
    expect(first.json()).toEqual({ value: 5 });
    expect(again.json()).toEqual({ value: 5 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(counter).toBe(5);
  });
});

describeEachEngine('Idempotency-Key across two app instances on one database', (engine) => {
  const ctx = useTestApp(engine);
  let second: FastifyInstance;

  beforeAll(async () => {
    const first = ctx();
    second = await buildApp({
      env: first.env,
      jwtSecret: first.jwtSecret,
      database: first.database,
      clock: first.clock,
      logger: false,
      mailer: createMailer({
        smtpUrl: first.mail.url,
        from: first.env.mailFrom,
        dataDir: first.env.dataDir,
        logger: { info: () => undefined },
      }),
    });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
  });

  it('a write sent to one server and repeated on the other is applied once', async () => {
    const { a } = await connectedPair(ctx());
    const key = randomUUID();
    const body = memoryBody({ title: 'Hai máy chủ' });
    const first = await send(ctx().app, a, 'POST', '/api/memories', key, body);
    const replay = await send(second, a, 'POST', '/api/memories', key, body);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it('the same key sent to both servers at once is applied once', async () => {
    const { a } = await connectedPair(ctx());
    const key = randomUUID();
    const body = memoryBody({ title: 'Cùng lúc hai máy' });
    const answers = await Promise.all([
      send(ctx().app, a, 'POST', '/api/memories', key, body),
      send(second, a, 'POST', '/api/memories', key, body),
      send(ctx().app, a, 'POST', '/api/memories', key, body),
      send(second, a, 'POST', '/api/memories', key, body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await countOf(ctx(), memories, a.user.id)).toBe(1);
  });
});
