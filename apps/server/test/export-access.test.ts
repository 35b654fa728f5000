import { EXPORT_LINK_TTL_SECONDS } from '@doita/shared';
import type { ExportDownloadLink } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { downloadLinkOf, exportOf, unzip } from './helpers/portability.js';
import { signInAgain, signOut } from './helpers/sessions.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * An export holds every private memory, reminder and draft of its owner. The browser
 * downloads its ZIP (GBs of photos) by itself, through a link with no Authorization header:
 * a link that leaks (a browser's history, a shared screen, a forwarded message) must open
 * nothing, so it works once, for 15 minutes, while the session that asked is signed in and
 * the owner's couple is the one the export was made in. Every refusal is the same 404.
 */
describeEachEngine('an export’s download link', (engine) => {
  const logs: string[] = [];
  const t = useTestApp(engine, {
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  afterEach(() => t().clock.reset());

  /** GET with no token at all, as the browser opens the link */
  const open = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });
  const linkOf = async (ctx: TestApp, user: TestUser, exportId: string) => {
    const { res, url } = await downloadLinkOf(ctx, user, exportId);
    expect(res.statusCode, res.body).toBe(200);
    return { url, expiresAt: res.json<ExportDownloadLink>().expiresAt };
  };
  /** a couple, a's private memory, and a's ready export */
  const exported = async (ctx: TestApp) => {
    const { a, b } = await connectedPair(ctx);
    await createMemory(ctx, a, { title: 'Chỉ mình tôi', isPrivate: true });
    const job = await exportOf(ctx, a);
    expect(job.status).toBe('ready');
    return { a, b, id: job.id };
  };

  it('downloads once, with no token, as an attachment nothing keeps; the second use is 404', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    const { url, expiresAt } = await linkOf(ctx, a, id);
    expect(url).toMatch(new RegExp(`^/api/exports/${id}/download\\?ticket=[\\w-]{43}$`));
    expect(Date.parse(expiresAt) - ctx.clock.now().getTime()).toBeLessThanOrEqual(
      EXPORT_LINK_TTL_SECONDS * 1000,
    );

    const first = await open(ctx, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toMatch(
      /^attachment; filename="doita-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect((await unzip(first.rawPayload)).has('data.json')).toBe(true);

    const again = await open(ctx, url);
    expect(again.statusCode).toBe(404);
    // The owner's token does not revive it, and the bare address opens nothing, token or not.
    expect((await as(ctx, a, 'GET', url)).statusCode).toBe(404);
    expect((await as(ctx, a, 'GET', `/api/exports/${id}/download`)).statusCode).toBe(404);
    // A new link works (once).
    expect((await open(ctx, (await linkOf(ctx, a, id)).url)).statusCode).toBe(200);
  });

  it('gives two simultaneous uses of one link exactly one download', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    for (let round = 0; round < 3; round++) {
      const { url } = await linkOf(ctx, a, id);
      const answers = await Promise.all([open(ctx, url), open(ctx, url), open(ctx, url)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404]);
    }
  });

  it('ends 15 minutes after it was made', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    const late = await linkOf(ctx, a, id);
    const inTime = await linkOf(ctx, a, id);
    ctx.clock.advance(EXPORT_LINK_TTL_SECONDS - 2);
    expect((await open(ctx, inTime.url)).statusCode).toBe(200);
    ctx.clock.advance(2);
    expect((await open(ctx, late.url)).statusCode).toBe(404);
  });

  it('ends with the session that asked for it; another session’s link still works', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    const phone = await signInAgain(ctx, a);
    const fromLaptop = await linkOf(ctx, a, id);
    const fromPhone = await linkOf(ctx, phone, id);
    await signOut(ctx, a);
    expect((await open(ctx, fromLaptop.url)).statusCode).toBe(404);
    expect((await open(ctx, fromPhone.url)).statusCode).toBe(200);
  });

  it('ends at a disconnect: the export holds the ex-partner’s shared memories', async () => {
    const ctx = t();
    const { a, b, id } = await exported(ctx);
    const before = await linkOf(ctx, a, id);
    expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    expect((await open(ctx, before.url)).statusCode).toBe(404);
    expect((await downloadLinkOf(ctx, a, id)).res.statusCode).toBe(404);
    // A new export, made after, is theirs again.
    const fresh = await exportOf(ctx, a);
    expect((await open(ctx, (await linkOf(ctx, a, fresh.id)).url)).statusCode).toBe(200);
  });

  it('ends with the account', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    const phone = await signInAgain(ctx, a);
    const links = [await linkOf(ctx, a, id), await linkOf(ctx, phone, id)];
    const gone = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    for (const { url } of links) expect((await open(ctx, url)).statusCode).toBe(404);
  });

  it('answers one 404 to a wrong, missing or another export’s ticket, and to anyone else’s ask', async () => {
    const ctx = t();
    const { a, b, id } = await exported(ctx);
    const theirs = await exportOf(ctx, b);
    // The partner may not have a link to a's export, nor a to b's.
    expect((await downloadLinkOf(ctx, b, id)).res.statusCode).toBe(404);
    expect((await downloadLinkOf(ctx, a, theirs.id)).res.statusCode).toBe(404);
    const none = '00000000-0000-0000-0000-000000000000';
    expect((await downloadLinkOf(ctx, a, none)).res.statusCode).toBe(404);

    const bLink = await linkOf(ctx, b, theirs.id);
    const bTicket = new URL(bLink.url, 'http://x').searchParams.get('ticket')!;
    const refusals = [
      `/api/exports/${id}/download?ticket=${bTicket}`,
      `/api/exports/${id}/download?ticket=${'A'.repeat(43)}`,
      `/api/exports/${id}/download?ticket=short`,
      `/api/exports/${id}/download?ticket=`,
      `/api/exports/${id}/download`,
      `/api/exports/${none}/download?ticket=${bTicket}`,
    ];
    const bodies = new Set<string>();
    for (const url of refusals) {
      const res = await open(ctx, url);
      expect(res.statusCode, url).toBe(404);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    // b's ticket, shown for a's export, was not used up by it.
    expect((await open(ctx, bLink.url)).statusCode).toBe(200);
    const asked = await ctx.app.inject({
      method: 'GET',
      url: `/api/exports/${id}/download?ticket=${bTicket}`,
      headers: authHeader(a.token),
    });
    expect(asked.statusCode).toBe(404);
  });

  it('keeps the ticket out of the server’s logs', async () => {
    const ctx = t();
    const { a, id } = await exported(ctx);
    const { url } = await linkOf(ctx, a, id);
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    logs.length = 0;
    expect((await open(ctx, url)).statusCode).toBe(200);
    expect((await open(ctx, url)).statusCode).toBe(404);
    const logged = logs.join('\n');
    expect(logged).toContain(`/api/exports/${id}/download?ticket=[redacted]`);
    expect(logged).not.toContain(ticket);
  });
});
