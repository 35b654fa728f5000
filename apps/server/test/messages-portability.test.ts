import type { ExportArchive, ImportJob } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { page, say, send } from './helpers/messages.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * The conversation in an export and back (docs/export-format.md): both partners' messages
 * in data.json and readable in messages.html; an import writes back only the importer's
 * own messages, into their conversation with the same partner, once.
 */
describeEachEngine('the conversation in an archive', (engine) => {
  const t = useTestApp(engine);

  // two exports and four imports: more than the default 30 s on a busy two-core machine
  it(
    'goes out whole and readable, and comes back as the importer’s own messages only, once',
    {
      timeout: 120_000,
    },
    async () => {
      const ctx = t();
      const { a, b, couple } = await connectedPair(ctx);
      const photo = await uploadImage(ctx, a);
      const first = await send(ctx, a, { text: 'Ảnh <Đà Lạt> & mưa', images: [photo.id] });
      const answer = await send(ctx, b, { text: 'Đẹp quá 😍', replyToId: first.id });
      const mineReply = await send(ctx, a, { text: 'Lần sau đi nữa nhé', replyToId: answer.id });
      await send(ctx, a, { kind: 'note', text: 'Nhớ em 💕' });
      const gone = await say(ctx, a, 'tin nhắn lỡ gửi');
      await as(ctx, a, 'DELETE', `/api/messages/${gone.id}`);
      await as(ctx, a, 'PUT', `/api/messages/${first.id}/reaction`, { emoji: '❤️' });
      await as(ctx, b, 'PUT', `/api/messages/${first.id}/reaction`, { emoji: '😍' });

      const job = await exportOf(ctx, a);
      const zip = (await downloadExportZip(ctx, a, job.id)).rawPayload;
      const bZip = (await downloadExportZip(ctx, b, (await exportOf(ctx, b)).id)).rawPayload;
      const files = await unzip(zip);
      const data = JSON.parse(files.get('data.json')!.toString('utf8')) as ExportArchive;
      expect(data.messages.map((m) => m.id)).toEqual([
        first.id,
        answer.id,
        mineReply.id,
        expect.any(String),
        gone.id,
      ]);
      expect(data.messages[0]).toMatchObject({
        authorId: a.user.id,
        text: 'Ảnh <Đà Lạt> & mưa',
        photos: [expect.objectContaining({ id: photo.id })],
      });
      expect(data.messages[0]!.messageReactions).toHaveLength(2);
      expect(data.messages[1]).toMatchObject({ authorId: b.user.id, replyToId: first.id });
      expect(data.messages[4]).toMatchObject({ text: null, photos: [], removed: 'unsent' });
      expect(files.has(data.messages[0]!.photos[0]!.path)).toBe(true);
      const html = files.get('messages.html')!.toString('utf8');
      expect(html).toContain('Ảnh &lt;Đà Lạt&gt; &amp; mưa');
      expect(html).not.toContain('<Đà Lạt>');
      expect(html).toContain('Bình');
      expect(html).toContain('Tin nhắn đã được thu hồi');
      expect(html).not.toContain('tin nhắn lỡ gửi');

      // The conversation is lost here; A's import brings back A's own words, never B's.
      await ctx.app.core.repositories.get('messages').deleteConversations([couple.id]);
      const imported: ImportJob = await importOf(ctx, a, zip);
      expect(imported.status, JSON.stringify(imported)).toBe('ready');
      const back = await page(ctx, b);
      expect(back.messages.map((m) => m.text)).toEqual([
        'Nhớ em 💕',
        'Lần sau đi nữa nhé',
        'Ảnh <Đà Lạt> & mưa',
      ]);
      expect(back.messages.every((m) => m.author.id === a.user.id)).toBe(true);
      expect(back.messages[2]!.images).toHaveLength(1);
      expect(back.messages[2]!.reactions.map((r) => [r.userId, r.emoji])).toEqual([
        [a.user.id, '❤️'],
      ]);
      // its quote of B's message, not here, is dropped; a note comes back opened
      expect(back.messages[1]!.replyTo).toBeNull();
      expect(back.messages[0]!.openedAt).not.toBeNull();
      // once
      await importOf(ctx, a, zip);
      expect((await page(ctx, b)).messages).toHaveLength(3);
      // B's own import brings B's message back, with its quote of A's, imported before
      await importOf(ctx, b, bZip);
      const both = await page(ctx, a);
      expect(both.messages.map((m) => m.author.id)).toEqual([
        a.user.id,
        a.user.id,
        b.user.id,
        a.user.id,
      ]);
      expect(both.messages[2]).toMatchObject({
        text: 'Đẹp quá 😍',
        replyTo: { id: both.messages[3]!.id, excerpt: 'Ảnh <Đà Lạt> & mưa' },
      });
    },
  );

  it('writes nothing for someone whose partner is not the archive’s', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    await say(ctx, a, 'Chỉ của hai ta');
    const zip = (await downloadExportZip(ctx, a, (await exportOf(ctx, a)).id)).rawPayload;
    const other = await connectedPair(ctx);
    // someone else with a.'s archive: their own partner is not the archive's
    await importOf(ctx, other.a, zip);
    expect((await page(ctx, other.b)).messages).toEqual([]);
  });
});
