import type { AddressInfo } from 'node:net';
import type { ExportArchive, Letter } from '@doita/shared';
import { beforeAll, expect, it } from 'vitest';
import { createUrlSigner } from '../src/lib/signed-urls.js';
import { as, connectedPair } from './helpers/couple.js';
import { openStream } from './helpers/event-stream.js';
import { uploadImage } from './helpers/images.js';
import { advance, box, dayAfter, writeLetter } from './helpers/letters.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { signInAgain } from './helpers/sessions.js';
import { fetchFile } from './helpers/upload-files.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Sealed means sealed: before its day (on the recipient's calendar) the recipient learns
 * that a letter exists, from whom and when it opens, and nothing else, on every path that
 * could carry it: the boxes, the letter, searches, the dashboard, the timeline, the bell,
 * push, the live event, the archive, and its photos' URLs. From the day on, all of it opens.
 */
const SECRET = 'Bí mật chỉ mở vào ngày ấy: em sẽ cầu hôn anh ở Đà Lạt';

describeEachEngine('a sealed letter tells its recipient nothing', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });

  const streamOf = async (ctx: TestApp, user: TestUser) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: authHeader(user.token),
    });
    return openStream(base, res.json<{ ticket: string }>().ticket);
  };

  /** every read the recipient has, as text: none may hold the letter's words or photo */
  const everythingSeenBy = async (ctx: TestApp, user: TestUser, letterId: string) => {
    const urls = [
      `/api/letters/${letterId}`,
      '/api/letters?box=waiting',
      '/api/letters?box=opened',
      '/api/letters?box=sent',
      '/api/dashboard',
      '/api/timeline',
      `/api/memories/search?q=${encodeURIComponent('cầu hôn')}`,
      '/api/notifications',
    ];
    const bodies: string[] = [];
    for (const url of urls) {
      const res = await as(ctx, user, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      bodies.push(res.body);
    }
    return bodies.join('\n');
  };

  it('on every path before its day, and on all of them from the day on', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    const partnerStream = await streamOf(ctx, b);
    const letter = await writeLetter(ctx, a, {
      opensOn: dayAfter(ctx, 2),
      text: SECRET,
      images: [photo.id],
    });
    // The writer reads it whole, photo included.
    expect(letter.content?.text).toBe(SECRET);
    const writersUrl = letter.content!.images[0]!.url;
    expect((await fetchFile(ctx, writersUrl)).statusCode).toBe(200);

    // The partner's open screen hears of a change, with no words of it.
    const started = Date.now();
    while (!partnerStream.events.includes('changed') && Date.now() - started < 2000)
      await new Promise((r) => setTimeout(r, 20));
    expect(partnerStream.events).toContain('changed');
    const live = JSON.stringify(partnerStream.data);
    expect(live).not.toContain(SECRET);
    expect(live).not.toContain(photo.id);
    await partnerStream.close();

    // The recipient: who, when, nothing else, anywhere.
    const sealed = (await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).json<Letter>();
    expect(sealed).toMatchObject({
      state: 'sealed',
      content: null,
      from: { id: a.user.id },
      opensOn: dayAfter(ctx, 2),
    });
    const seen = await everythingSeenBy(ctx, b, letter.id);
    expect(seen).not.toContain(SECRET);
    expect(seen).not.toContain('Đà Lạt');
    expect(seen).not.toContain(photo.id);
    // The bell says a letter is on its way and when it opens.
    expect(seen).toContain('letter_sent');

    // The photo, even through a URL rightly signed for the recipient: 404 until the day.
    const signer = createUrlSigner(ctx.jwtSecret, 3600, ctx.clock);
    const forRecipient = signer.sign(new URL(writersUrl, base).pathname, { v: b.user.id });
    expect((await fetchFile(ctx, forRecipient)).statusCode).toBe(404);

    // The recipient's archive does not hold it at all; the writer's holds it whole.
    const theirs = await archiveOf(ctx, b);
    expect(JSON.stringify(theirs.data)).not.toContain(SECRET);
    expect(theirs.data.letters).toEqual([]);
    expect([...theirs.files.keys()].some((name) => name.includes(photo.id))).toBe(false);
    const writers = await archiveOf(ctx, a);
    expect(writers.data.letters).toMatchObject([{ id: letter.id, text: SECRET }]);
    expect([...writers.files.keys()].some((name) => name.includes(photo.id))).toBe(true);

    // The day comes on the recipient's calendar: the job tells them, once.
    await advance(ctx, 2 * 86_400, a, b);
    expect(await ctx.app.letterOpenings.runOnce()).toBe(1);
    expect(await ctx.app.letterOpenings.runOnce()).toBe(0);
    const bell = (await as(ctx, b, 'GET', '/api/notifications')).json<{
      notifications: { type: string; data: Record<string, unknown> }[];
    }>().notifications;
    expect(bell.filter((n) => n.type === 'letter_opened')).toHaveLength(1);
    expect(JSON.stringify(bell)).not.toContain(SECRET);

    const opened = (await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).json<Letter>();
    expect(opened).toMatchObject({ state: 'open', opensToday: true, content: { text: SECRET } });
    expect((await box(ctx, b, 'opened')).map((l) => l.id)).toEqual([letter.id]);
    expect(await box(ctx, b, 'waiting')).toEqual([]);
    expect((await fetchFile(ctx, opened.content!.images[0]!.url)).statusCode).toBe(200);
    // (signed anew: the first signature has expired meanwhile)
    const signedNow = signer.sign(new URL(writersUrl, base).pathname, { v: b.user.id });
    expect((await fetchFile(ctx, signedNow)).statusCode).toBe(200);
    // (an export link needs a live session: two days on, Bình signs in again)
    const nowTheirs = await archiveOf(ctx, await signInAgain(ctx, b));
    expect(nowTheirs.data.letters).toMatchObject([{ id: letter.id, text: SECRET }]);
  });

  it('a withdrawn letter’s photos die with it, for its writer too', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    const letter = await writeLetter(ctx, a, { images: [photo.id] });
    const urls = letter.content!.images[0]!.renditions.map((r) => r.url);
    for (const url of urls) expect((await fetchFile(ctx, url)).statusCode).toBe(200);
    expect((await as(ctx, a, 'DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(200);
    for (const url of urls) expect((await fetchFile(ctx, url)).statusCode).toBe(404);
  });

  it('an import brings back the writer’s own letters to the same partner, sealed ones sealed', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const photo = await uploadImage(ctx, a);
    const letter = await writeLetter(ctx, a, { text: SECRET, images: [photo.id] });
    await writeLetter(ctx, b, { text: 'Thư Bình viết cho An' });
    const writers = await archiveOf(ctx, a);
    expect(writers.data.letters.map((l) => l.text)).toEqual([SECRET]);
    expect((await as(ctx, a, 'DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(200);
    const job = await importOf(ctx, a, writers.zip);
    expect(job.status, JSON.stringify(job)).toBe('ready');
    const sent = await box(ctx, a, 'sent');
    expect(sent.map((l) => l.content?.text)).toEqual([SECRET]);
    expect(sent[0]!.content!.images).toHaveLength(1);
    const waiting = await box(ctx, b, 'waiting');
    expect(waiting.map((l) => l.from.id).sort()).toEqual([a.user.id]);
    expect(waiting[0]).toMatchObject({ state: 'sealed', content: null });
    // Imported again: nothing doubles; Bình's own letter never becomes An's.
    await importOf(ctx, a, writers.zip);
    expect(await box(ctx, a, 'sent')).toHaveLength(1);
  });

  /** a person's export: its data.json and its files */
  async function archiveOf(ctx: TestApp, user: TestUser) {
    const job = await exportOf(ctx, user);
    expect(job.status).toBe('ready');
    const zip = (await downloadExportZip(ctx, user, job.id)).rawPayload;
    const files = await unzip(zip);
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as ExportArchive;
    return { zip, files, data };
  }
});
