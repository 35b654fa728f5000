import { afterEach, expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { fresh, page, send } from './helpers/messages.js';
import { fetchFile } from './helpers/upload-files.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * A message photo's URL works only while its person may still read the conversation it is
 * in (docs/product-rules.md, The conversation; access ends at once): someone
 * without a couple reads their latest conversation only, read only, and so opens only its
 * photos; an earlier one the API no longer shows them opens none.
 */

/** the window within which a URL ended by a change answers 404 (file-access.test.ts) */
const REVOCATION_WINDOW_SECONDS = 60;

describeEachEngine('message photos follow the conversation one reads', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const status = async (ctx: TestApp, url: string) => (await fetchFile(ctx, url)).statusCode;
  /** a message with a photo from `user`, and the URL their own page hands them for it */
  const photoMessage = async (ctx: TestApp, user: TestUser, text: string) => {
    const photo = await uploadImage(ctx, user);
    const sent = await send(ctx, user, { text, images: [photo.id] });
    const shown = (await page(ctx, user)).messages.find((m) => m.id === sent.id)!;
    return { sent, url: shown.images[0]!.url };
  };
  const disconnect = async (ctx: TestApp, user: TestUser) => {
    const res = await as(ctx, await fresh(ctx, user), 'DELETE', '/api/couple/disconnect');
    expect(res.statusCode, res.body).toBe(200);
  };

  it('an earlier couple’s photo URL ends once a later conversation is the one read; the latest stays open', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const first = await photoMessage(ctx, a, 'Ảnh với Bình');
    expect(await status(ctx, first.url)).toBe(200);

    // Alone after Bình: the first conversation is the one An reads, read only, photo and all.
    await disconnect(ctx, a);
    const alone = await page(ctx, await fresh(ctx, a));
    expect(alone.readOnly).toBe(true);
    expect(alone.messages.map((m) => m.id)).toEqual([first.sent.id]);
    const stillShown = alone.messages[0]!.images[0]!.url;
    expect(await status(ctx, stillShown)).toBe(200);

    // Then with Chi, then alone again: Chi's conversation is the one An reads now.
    const chi = await ctx.registerUser({ displayName: 'Chi' });
    const pending = await invite(ctx, await fresh(ctx, a), chi);
    await accept(ctx, chi, pending.id);
    const second = await photoMessage(ctx, await fresh(ctx, a), 'Ảnh với Chi');
    await disconnect(ctx, a);
    const now = await page(ctx, await fresh(ctx, a));
    expect(now.readOnly).toBe(true);
    expect(now.messages.map((m) => m.id)).toEqual([second.sent.id]);
    const shownNow = now.messages[0]!.images[0]!.url;

    ctx.clock.advance(REVOCATION_WINDOW_SECONDS);
    // every URL of the first conversation's photo handed to An: 404, as the API shows it no more
    expect(await status(ctx, first.url)).toBe(404);
    expect(await status(ctx, stillShown)).toBe(404);
    // the latest conversation's photo still opens, read only as it is
    expect(await status(ctx, second.url)).toBe(200);
    expect(await status(ctx, shownNow)).toBe(200);
    // Bình, alone since, still reads the first conversation, and opens its photo
    const binh = await page(ctx, await fresh(ctx, b));
    expect(binh.messages.map((m) => m.id)).toEqual([first.sent.id]);
    expect(await status(ctx, binh.messages[0]!.images[0]!.url)).toBe(200);
    // Chi, alone too, reads the second, never the first
    const chiSees = await page(ctx, await fresh(ctx, chi));
    expect(chiSees.messages.map((m) => m.id)).toEqual([second.sent.id]);
    expect(await status(ctx, chiSees.messages[0]!.images[0]!.url)).toBe(200);
  });
});
