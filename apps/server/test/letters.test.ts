import type { Letter } from '@doita/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { letters, notifications } from '../src/db/schema.js';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { advance, box, dayAfter, writeLetter } from './helpers/letters.js';
import { uploadImage } from './helpers/images.js';
import { fetchFile } from './helpers/upload-files.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * Letters for later (docs/product-rules.md): written to the partner, opening from tomorrow
 * on both calendars (the writer's and the recipient's) to 25 years ahead; the writer edits or withdraws it until it
 * opens (on the recipient's calendar), then it is read-only for both; anyone else meets 404.
 */
describeEachEngine('letters for later', (engine) => {
  const t = useTestApp(engine);

  describe('who may do what', () => {
    it('a stranger meets 404 on every path, and sees nothing in any box', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const { a: stranger } = await connectedPair(ctx);
      const letter = await writeLetter(ctx, a);
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { text: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await as(ctx, stranger, method, `/api/letters/${letter.id}`, body);
        expect(res.statusCode, `${method}`).toBe(404);
      }
      for (const name of ['sent', 'waiting', 'opened'] as const)
        expect(await box(ctx, stranger, name)).toEqual([]);
    });

    it('the writer edits and withdraws while sealed; the recipient may not (403)', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const letter = await writeLetter(ctx, a);
      const edited = await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, {
        text: 'Viết lại',
        opensOn: dayAfter(ctx, 60),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Letter>()).toMatchObject({
        opensOn: dayAfter(ctx, 60),
        content: { text: 'Viết lại' },
      });
      const tooSoon = await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, {
        opensOn: dayAfter(ctx, 0),
      });
      expect(tooSoon.statusCode).toBe(422);
      expect(
        (await as(ctx, b, 'PATCH', `/api/letters/${letter.id}`, { text: 'x' })).statusCode,
      ).toBe(403);
      expect((await as(ctx, b, 'DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(403);
      expect((await as(ctx, a, 'DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(200);
      expect((await as(ctx, a, 'GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
      expect((await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
    });

    it('withdrawn at once twice, or edited while withdrawn: one 200, the other 404 (not "opened")', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const twice = await writeLetter(ctx, a);
      const deletes = await Promise.all(
        [0, 1].map(() => as(ctx, a, 'DELETE', `/api/letters/${twice.id}`)),
      );
      expect(deletes.map((res) => res.statusCode).sort()).toEqual([200, 404]);
      const raced = await writeLetter(ctx, a);
      const [withdrawn, edited] = await Promise.all([
        as(ctx, a, 'DELETE', `/api/letters/${raced.id}`),
        as(ctx, a, 'PATCH', `/api/letters/${raced.id}`, { text: 'Sửa vội' }),
      ]);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      // the edit came first (200) or found it gone (404): a sealed letter never answers 409
      expect([200, 404], edited.body).toContain(edited.statusCode);
      expect((await as(ctx, a, 'GET', `/api/letters/${raced.id}`)).statusCode).toBe(404);
    });

    it('once open it is read-only for both, and kept', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const letter = await writeLetter(ctx, a, { opensOn: dayAfter(ctx, 2) });
      await advance(ctx, 3 * 86_400, a, b);
      for (const user of [a, b]) {
        const patch = await as(ctx, user, 'PATCH', `/api/letters/${letter.id}`, { text: 'x' });
        expect(patch.statusCode).toBe(user === a ? 409 : 403);
        const del = await as(ctx, user, 'DELETE', `/api/letters/${letter.id}`);
        expect(del.statusCode).toBe(user === a ? 409 : 403);
      }
      expect(
        (await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, { text: 'x' })).json(),
      ).toMatchObject({
        code: 'LETTER_OPENED',
      });
      expect((await box(ctx, b, 'opened')).map((l) => l.id)).toEqual([letter.id]);
      expect((await box(ctx, a, 'sent'))[0]).toMatchObject({ id: letter.id, state: 'open' });
    });
  });

  describe('boxes', () => {
    it('waiting soonest first, opened latest first, sent by opening day; pages by cursor', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const days = [5, 2, 9, 2, 30];
      for (const d of days) await writeLetter(ctx, a, { opensOn: dayAfter(ctx, d) });
      const waiting = await box(ctx, b, 'waiting');
      expect(waiting.map((l) => l.opensOn)).toEqual([2, 2, 5, 9, 30].map((d) => dayAfter(ctx, d)));
      expect(await box(ctx, b, 'opened')).toEqual([]);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/letters?box=sent&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await as(ctx, a, 'GET', url)).json<{
          letters: Letter[];
          nextCursor: string | null;
        }>();
        seen.push(...page.letters.map((l) => l.opensOn));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([30, 9, 5, 2, 2].map((d) => dayAfter(ctx, d)));
      await advance(ctx, 6 * 86_400, a, b);
      expect((await box(ctx, b, 'opened')).map((l) => l.opensOn)).toEqual(
        [5, 2, 2].map((d) => dayAfter(ctx, d - 6)),
      );
      expect((await as(ctx, b, 'GET', '/api/letters?box=sent&cursor=nonsense')).statusCode).toBe(
        422,
      );
      expect((await as(ctx, b, 'GET', '/api/letters?box=drafts')).statusCode).toBe(422);
    });

    it('refuses a cursor whose day is not a real date (422 on the cursor, never a 500)', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      await writeLetter(ctx, a);
      for (const box of ['all', 'sent', 'waiting', 'opened'])
        for (const day of ['2027-02-30', '2027-13-01', '0000-00-00', '9999-99-99']) {
          const res = await as(ctx, a, 'GET', `/api/letters?box=${box}&cursor=${day}~abc`);
          expect(res.statusCode, `${box} ${day}: ${res.body}`).toBe(422);
          expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('cursor');
        }
      // a real day that is no letter's is a cursor all the same: past every letter
      const past = await as(ctx, a, 'GET', '/api/letters?box=sent&cursor=2028-02-29~abc');
      expect(past.statusCode, past.body).toBe(200);
    });

    it('with no box, lists every letter I wrote or that is to me, sealed ones without their words', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const mine = await writeLetter(ctx, a, { opensOn: dayAfter(ctx, 3), text: 'Bí mật của An' });
      const theirs = await writeLetter(ctx, b, {
        opensOn: dayAfter(ctx, 7),
        text: 'Bí mật của Bình',
      });
      const all = async (user: TestUser) => {
        const res = await as(ctx, user, 'GET', '/api/letters');
        expect(res.statusCode, res.body).toBe(200);
        return res;
      };
      const forA = await all(a);
      expect(forA.json<{ letters: Letter[] }>().letters.map((l) => l.id)).toEqual([
        theirs.id,
        mine.id,
      ]);
      // the letter to An is sealed: who and when, never the words
      expect(forA.body).toContain('Bí mật của An');
      expect(forA.body).not.toContain('Bí mật của Bình');
      const forB = await all(b);
      expect(forB.body).toContain('Bí mật của Bình');
      expect(forB.body).not.toContain('Bí mật của An');
      // disconnected, each still lists what they wrote, and nothing to them
      expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      expect((await all(a)).json<{ letters: Letter[] }>().letters.map((l) => l.id)).toEqual([
        mine.id,
      ]);
      expect((await as(ctx, a, 'GET', '/api/letters?box=all&limit=0')).statusCode).toBe(422);
    });
  });

  describe('account deletion', () => {
    const deleteAccount = (ctx: TestApp, user: TestUser) =>
      as(ctx, user, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });

    it('a writer’s letters go with their account, opened or sealed', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const sealed = await writeLetter(ctx, a);
      const soon = await writeLetter(ctx, a, { opensOn: dayAfter(ctx, 1) });
      await advance(ctx, 2 * 86_400, a, b);
      expect((await box(ctx, b, 'opened')).map((l) => l.id)).toEqual([soon.id]);
      expect((await deleteAccount(ctx, a)).statusCode).toBe(200);
      for (const id of [sealed.id, soon.id])
        expect((await as(ctx, b, 'GET', `/api/letters/${id}`)).statusCode).toBe(404);
      expect(await box(ctx, b, 'opened')).toEqual([]);
    });

    it('letters to someone who deletes their account go too, with the writer’s photos', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const photo = await uploadImage(ctx, a);
      const letter = await writeLetter(ctx, a, { images: [photo.id] });
      const url = letter.content!.images[0]!.url;
      expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      expect((await deleteAccount(ctx, b)).statusCode).toBe(200);
      expect((await as(ctx, a, 'GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
      expect(await box(ctx, a, 'sent')).toEqual([]);
      expect((await fetchFile(ctx, url)).statusCode).toBe(404);
    });
  });

  describe('the couple', () => {
    it('a disconnect hides a letter from its recipient, the writer keeps it, a reconnect brings it back', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const letter = await writeLetter(ctx, a);
      expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      expect((await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
      expect(await box(ctx, b, 'waiting')).toEqual([]);
      expect((await as(ctx, a, 'GET', `/api/letters/${letter.id}`)).json<Letter>()).toMatchObject({
        content: { text: 'Gửi em của tháng sau' },
      });
      const again = await invite(ctx, a, b);
      await accept(ctx, b, again.id);
      expect((await box(ctx, b, 'waiting')).map((l) => l.id)).toEqual([letter.id]);
    });

    it('a letter whose day comes after a disconnect is announced only once the two reconnect', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const letter = await writeLetter(ctx, a, { opensOn: dayAfter(ctx, 3) });
      expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      const told = async () => {
        const rows = await ctx.database.db
          .select({ id: notifications.id, link: notifications.link })
          .from(notifications)
          .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'letter_opened')));
        return rows.map((row) => row.link);
      };
      const stamps = async () => {
        const [row] = await ctx.database.db
          .select({ announcedAt: letters.announcedAt, openedAt: letters.openedAt })
          .from(letters)
          .where(eq(letters.id, letter.id));
        return row;
      };

      // The day has come on Bình's calendar, but the letter is not theirs to see now.
      // (The job runs over the whole database: other tests' letters may open in it too.)
      await advance(ctx, 4 * 86_400, a, b);
      expect((await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).statusCode).toBe(404);
      await ctx.app.letterOpenings.runOnce();
      expect(await ctx.app.letterOpenings.runOnce()).toBe(0);
      expect(await told()).toEqual([]);
      expect(await stamps()).toEqual({ announcedAt: null, openedAt: null });

      // Together again: the next run tells Bình, once, and the link works.
      const again = await invite(ctx, a, b);
      await accept(ctx, b, again.id);
      expect(await ctx.app.letterOpenings.runOnce()).toBe(1);
      expect(await ctx.app.letterOpenings.runOnce()).toBe(0);
      expect(await told()).toEqual([`/together/letters/${letter.id}`]);
      expect((await stamps())?.announcedAt).not.toBeNull();
      expect((await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).json<Letter>()).toMatchObject({
        state: 'open',
        content: { text: 'Gửi em của tháng sau' },
      });
    });

    it('a recipient with a new partner is not told of an earlier couple’s letter', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await writeLetter(ctx, a, { opensOn: dayAfter(ctx, 2) });
      expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      const c = await ctx.registerUser({ displayName: 'Chi' });
      await accept(ctx, c, (await invite(ctx, b, c)).id);
      await advance(ctx, 3 * 86_400, a, b, c);
      await ctx.app.letterOpenings.runOnce();
      expect(await ctx.app.letterOpenings.runOnce()).toBe(0);
      const bell = (await as(ctx, b, 'GET', '/api/notifications')).json<{
        notifications: { type: string }[];
      }>().notifications;
      expect(bell.filter((n) => n.type === 'letter_opened')).toEqual([]);
    });
  });
});
