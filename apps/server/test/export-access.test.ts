import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { exportOf } from './helpers/portability.js';
import { signInAgain, signOut } from './helpers/sessions.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * An export holds every private memory, reminder and draft of its owner: its ZIP goes to
 * its owner alone, signed in. No link works for whoever else comes to hold it (a shared
 * screen, a forwarded message, a browser's history), and signing out, disconnecting or
 * deleting the account ends it.
 */
describeEachEngine('an export is its owner’s alone', (engine) => {
  const t = useTestApp(engine);

  const download = (ctx: TestApp, user: TestUser | null, url: string) =>
    user ? as(ctx, user, 'GET', url) : ctx.app.inject({ method: 'GET', url });
  /** a couple, a's private memory, and a's ready export */
  const exported = async (ctx: TestApp) => {
    const { a, b } = await connectedPair(ctx);
    await createMemory(ctx, a, { title: 'Chỉ mình tôi', isPrivate: true });
    const job = await exportOf(ctx, a);
    expect(job.status).toBe('ready');
    return { a, b, url: job.downloadUrl! };
  };

  it('answers its owner only: the partner gets 404, a request without the token 401', async () => {
    const ctx = t();
    const { a, b, url } = await exported(ctx);
    const mine = await download(ctx, a, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await download(ctx, b, url)).statusCode).toBe(404);
    expect((await download(ctx, null, url)).statusCode).toBe(401);
    // What the job answers is where it is, not a link that opens it by itself.
    expect(url).not.toContain('?');
  });

  it('ends with the session that signs out; another session of the owner’s still has it', async () => {
    const ctx = t();
    const { a, url } = await exported(ctx);
    const phone = await signInAgain(ctx, a);
    await signOut(ctx, a);
    expect((await download(ctx, a, url)).statusCode).toBe(401);
    expect((await download(ctx, phone, url)).statusCode).toBe(200);
  });

  it('ends at a disconnect: it holds the ex-partner’s shared memories', async () => {
    const ctx = t();
    const { a, b, url } = await exported(ctx);
    expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    expect((await download(ctx, a, url)).statusCode).toBe(404);
    // A new export, made after, is theirs again.
    const fresh = await exportOf(ctx, a);
    expect((await download(ctx, a, fresh.downloadUrl!)).statusCode).toBe(200);
  });

  it('ends with the account', async () => {
    const ctx = t();
    const { a, url } = await exported(ctx);
    const phone = await signInAgain(ctx, a);
    const gone = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    for (const session of [a, phone]) {
      expect((await download(ctx, session, url)).statusCode).toBe(401);
    }
  });

  it('answers 404 for an export that does not exist, never another file', async () => {
    const ctx = t();
    const { a } = await exported(ctx);
    const none = '/api/exports/00000000-0000-0000-0000-000000000000/download';
    expect((await download(ctx, a, none)).statusCode).toBe(404);
  });
});
