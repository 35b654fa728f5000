import { ERROR_CODES, UPLOAD_MESSAGES } from '@doita/shared';
import { beforeAll, expect, it } from 'vitest';
import { IMAGES_BUSY_RETRY_SECONDS, IMAGE_DECODES_AT_ONCE } from '../src/lib/image-queue.js';
import { hugePng } from './helpers/huge-png.js';
import { multipart, postUpload } from './helpers/images.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Image work is bounded: a pixel bomb is refused from its header (413 IMAGE_TOO_LARGE), and
 * a burst of large uploads beyond what decodes at once waits in a short queue or is refused
 * with 503 and Retry-After; never another 5xx.
 */
describeEachEngine('uploads: bounded image work', (engine) => {
  const t = useTestApp(engine);
  let almost100Mp: Buffer;
  let over100Mp: Buffer;
  beforeAll(async () => {
    [almost100Mp, over100Mp] = await Promise.all([hugePng(10_000, 9_990), hugePng(20_000, 10_000)]);
  });
  const body = (bytes: Buffer) => multipart({ name: 'huge.png', type: 'image/png', bytes });

  it('refuses a 200-megapixel PNG of 600 KB with 413 IMAGE_TOO_LARGE, before decoding it', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const started = Date.now();
    const res = await postUpload(ctx, me, body(over100Mp));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.imageTooLarge,
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
    // from the header: no 200 MP decode (seconds) happened
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('queues a burst of 99.9-megapixel PNGs, refusing what does not fit with 503 and Retry-After', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const burst = 16;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => postUpload(ctx, me, body(almost100Mp))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(),
    ).toBe(true);
    // more than run at once were taken (queued), and the rest refused
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(IMAGE_DECODES_AT_ONCE);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe(String(IMAGES_BUSY_RETRY_SECONDS));
      expect(answer.json()).toMatchObject({ code: ERROR_CODES.imagesBusy });
    }
    // once the queue has drained, the next upload is taken
    expect((await postUpload(ctx, me, body(almost100Mp))).statusCode).toBe(201);
  }, 120_000);
});
