import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { coupleMembers, uploads, users } from '../../db/schema.js';
import { avatarWidthOf, imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import { lettersSeenBy } from './letters-audience-repository.js';
import type { LetterViewer } from './letters-audience-repository.js';
import { letterImages, letters } from './letters-schema.js';
import type { LetterRow, NewLetterRow } from './letters-schema.js';

export type LettersRepository = ReturnType<typeof createLettersRepository>;

/** A letter with its writer and recipient as the reader sees them, and their time zones. */
export type LetterListRow = LetterRow & {
  authorName: string;
  authorAvatarUploadId: string | null;
  authorAvatarWidth: number | null;
  authorTimeZone: string;
  recipientName: string | null;
  recipientAvatarUploadId: string | null;
  recipientAvatarWidth: number | null;
  recipientTimeZone: string | null;
};

export type LetterPatch = Partial<Pick<LetterRow, 'opensOn' | 'text' | 'updatedAt'>>;

/** A page's position in a box: the last letter's opening day and id. */
export interface LetterCursor {
  opensOn: string;
  id: string;
}

/** one box of letters: `today` is the recipient's (the viewer's) calendar day */
export type LetterBoxQuery =
  | { box: 'sent'; after?: LetterCursor; limit: number }
  | { box: 'all' | 'waiting' | 'opened'; today: string; after?: LetterCursor; limit: number };

const author = alias(users, 'letter_author');
const recipient = alias(users, 'letter_recipient');
/** the recipient's current couple (their active membership) */
const recipientCouple = alias(coupleMembers, 'letter_recipient_couple');

const listColumns = {
  id: letters.id,
  coupleId: letters.coupleId,
  authorId: letters.authorId,
  recipientId: letters.recipientId,
  opensOn: letters.opensOn,
  text: letters.text,
  openedAt: letters.openedAt,
  announcedAt: letters.announcedAt,
  createdAt: letters.createdAt,
  updatedAt: letters.updatedAt,
  authorName: author.displayName,
  authorAvatarUploadId: author.avatarUploadId,
  authorAvatarWidth: avatarWidthOf(author.avatarUploadId),
  authorTimeZone: author.timeZone,
  recipientName: recipient.displayName,
  recipientAvatarUploadId: recipient.avatarUploadId,
  recipientAvatarWidth: avatarWidthOf(recipient.avatarUploadId),
  recipientTimeZone: recipient.timeZone,
};

/** (opens_on, id) after the cursor, in the box's direction */
function afterCursor(cursor: LetterCursor, ascending: boolean): SQL {
  return ascending
    ? sql`(${letters.opensOn}, ${letters.id}) > (${cursor.opensOn}::date, ${cursor.id})`
    : sql`(${letters.opensOn}, ${letters.id}) < (${cursor.opensOn}::date, ${cursor.id})`;
}

export function createLettersRepository(db: Db) {
  const select = () =>
    db
      .select(listColumns)
      .from(letters)
      .innerJoin(author, eq(author.id, letters.authorId))
      .leftJoin(recipient, eq(recipient.id, letters.recipientId));

  return {
    /** the letter when the viewer may see that it exists */
    async findVisible(id: string, viewer: LetterViewer): Promise<LetterListRow | undefined> {
      const [row] = await select()
        .where(and(eq(letters.id, id), lettersSeenBy(viewer.userId, viewer.coupleId)))
        .limit(1);
      return row;
    },

    /** a box, `limit + 1` rows so the caller knows whether more follow */
    box(viewer: LetterViewer, query: LetterBoxQuery): Promise<LetterListRow[]> {
      if (query.box === 'sent') {
        return select()
          .where(
            and(
              eq(letters.authorId, viewer.userId),
              query.after ? afterCursor(query.after, false) : undefined,
            ),
          )
          .orderBy(desc(letters.opensOn), desc(letters.id))
          .limit(query.limit + 1);
      }
      if (query.box === 'all') {
        // mine, and those to me in my current couple (sealed ones too: the service shows
        // only who and when); a couple's letters are tens, so one `or` over the two indexes
        const toMeNow =
          viewer.coupleId === null
            ? undefined
            : and(eq(letters.recipientId, viewer.userId), eq(letters.coupleId, viewer.coupleId));
        return select()
          .where(
            and(
              toMeNow
                ? or(eq(letters.authorId, viewer.userId), toMeNow)
                : eq(letters.authorId, viewer.userId),
              query.after ? afterCursor(query.after, false) : undefined,
            ),
          )
          .orderBy(desc(letters.opensOn), desc(letters.id))
          .limit(query.limit + 1);
      }
      if (viewer.coupleId === null) return Promise.resolve([]);
      const toMe = and(
        eq(letters.recipientId, viewer.userId),
        eq(letters.coupleId, viewer.coupleId),
      );
      if (query.box === 'waiting') {
        return select()
          .where(
            and(
              toMe,
              isNull(letters.openedAt),
              gt(letters.opensOn, query.today),
              query.after ? afterCursor(query.after, true) : undefined,
            ),
          )
          .orderBy(asc(letters.opensOn), asc(letters.id))
          .limit(query.limit + 1);
      }
      return select()
        .where(
          and(
            toMe,
            or(isNotNull(letters.openedAt), lte(letters.opensOn, query.today)),
            query.after ? afterCursor(query.after, false) : undefined,
          ),
        )
        .orderBy(desc(letters.opensOn), desc(letters.id))
        .limit(query.limit + 1);
    },

    imagesOf(letterIds: string[]): Promise<(ImageRow & { letterId: string })[]> {
      if (!letterIds.length) return Promise.resolve([]);
      return db
        .select({ letterId: letterImages.letterId, ...imageRowColumns })
        .from(letterImages)
        .innerJoin(uploads, eq(uploads.id, letterImages.uploadId))
        .where(inArray(letterImages.letterId, letterIds))
        .orderBy(asc(letterImages.letterId), asc(letterImages.position));
    },

    async imageIdsOf(letterId: string): Promise<string[]> {
      const rows = await db
        .select({ id: letterImages.uploadId })
        .from(letterImages)
        .where(eq(letterImages.letterId, letterId));
      return rows.map((row) => row.id);
    },

    async setImages(letterId: string, uploadIds: string[]): Promise<void> {
      await db.delete(letterImages).where(eq(letterImages.letterId, letterId));
      if (uploadIds.length) {
        await db
          .insert(letterImages)
          .values(uploadIds.map((uploadId, position) => ({ letterId, uploadId, position })));
      }
    },

    /** my partner in my current couple */
    async partnerOf(
      userId: string,
      coupleId: string,
    ): Promise<{ id: string; timeZone: string } | null> {
      const [row] = await db
        .select({ id: coupleMembers.userId, timeZone: users.timeZone })
        .from(coupleMembers)
        .innerJoin(users, eq(users.id, coupleMembers.userId))
        .where(and(eq(coupleMembers.coupleId, coupleId), ne(coupleMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async insert(row: NewLetterRow): Promise<void> {
      await db.insert(letters).values(row);
    },

    /** changes a letter still sealed (no `opened_at`): false when it opened meanwhile */
    async updateSealed(id: string, patch: LetterPatch): Promise<boolean> {
      const rows = await db
        .update(letters)
        .set(patch)
        .where(and(eq(letters.id, id), isNull(letters.openedAt)))
        .returning({ id: letters.id });
      return rows.length > 0;
    },

    /** whether the letter is still there (a race lost to a withdrawal, or to its opening) */
    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: letters.id })
        .from(letters)
        .where(eq(letters.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** withdraws a letter still sealed; false when it opened meanwhile */
    async deleteSealed(id: string): Promise<boolean> {
      const rows = await db
        .delete(letters)
        .where(and(eq(letters.id, id), isNull(letters.openedAt)))
        .returning({ id: letters.id });
      return rows.length > 0;
    },

    /** stamps letters found open (once: a stamped one keeps its first stamp) */
    async markOpened(ids: string[], at: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(letters)
        .set({ openedAt: at })
        .where(and(inArray(letters.id, ids), isNull(letters.openedAt)));
    },

    /**
     * Letters not yet announced whose day may have come somewhere (`lastDay` is the
     * latest calendar day on Earth now), soonest first, after `after` (a page's last id);
     * only those their recipient may see now, by the rule every read of a letter uses
     * (`lettersSeenBy`, with the recipient's current couple). A letter to someone
     * disconnected since is left unannounced, so a reconnect of the same two announces it
     * then; until then a link to it would only meet 404.
     */
    unannounced(lastDay: string, after: LetterCursor | undefined, limit: number) {
      return db
        .select({
          id: letters.id,
          opensOn: letters.opensOn,
          authorId: letters.authorId,
          recipientId: letters.recipientId,
          openedAt: letters.openedAt,
          authorName: author.displayName,
          recipientTimeZone: recipient.timeZone,
        })
        .from(letters)
        .innerJoin(author, eq(author.id, letters.authorId))
        .innerJoin(recipient, eq(recipient.id, letters.recipientId))
        .innerJoin(recipientCouple, eq(recipientCouple.userId, letters.recipientId))
        .where(
          and(
            isNull(letters.announcedAt),
            lte(letters.opensOn, lastDay),
            lettersSeenBy(sql`${letters.recipientId}`, sql`${recipientCouple.coupleId}`),
            after ? afterCursor(after, true) : undefined,
          ),
        )
        .orderBy(asc(letters.opensOn), asc(letters.id))
        .limit(limit);
    },

    async markAnnounced(ids: string[], at: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(letters)
        .set({
          announcedAt: at,
          openedAt: sql`coalesce(${letters.openedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(inArray(letters.id, ids));
    },

    /**
     * What a person's export holds (docs/export-format.md): every letter they wrote, and
     * the letters to them in their current couple that have opened (`today` is their
     * calendar day); a letter still sealed to them is not in their copy at all.
     */
    exportedFor(viewer: LetterViewer, today: string): Promise<LetterRow[]> {
      const mine = eq(letters.authorId, viewer.userId);
      const openToMe =
        viewer.coupleId === null
          ? undefined
          : and(
              eq(letters.recipientId, viewer.userId),
              eq(letters.coupleId, viewer.coupleId),
              or(isNotNull(letters.openedAt), lte(letters.opensOn, today)),
            );
      return db
        .select()
        .from(letters)
        .where(openToMe ? or(mine, openToMe) : mine)
        .orderBy(asc(letters.opensOn), asc(letters.id));
    },

    /** the photos of letters, with what an archive needs of their uploads, in order */
    exportPhotos(letterIds: string[]) {
      if (!letterIds.length) return Promise.resolve([]);
      return db
        .select({
          letterId: letterImages.letterId,
          id: uploads.id,
          originalFile: uploads.originalFile,
          originalType: uploads.originalType,
          originalName: uploads.originalName,
          width: uploads.width,
          height: uploads.height,
        })
        .from(letterImages)
        .innerJoin(uploads, eq(uploads.id, letterImages.uploadId))
        .where(inArray(letterImages.letterId, letterIds))
        .orderBy(asc(letterImages.letterId), asc(letterImages.position));
    },

    /** an import's letters and their photos (already the importer's, claimed) */
    async importLetters(
      rows: NewLetterRow[],
      images: { letterId: string; uploadId: string; position: number }[],
    ): Promise<void> {
      if (rows.length) await db.insert(letters).values(rows);
      if (images.length) await db.insert(letterImages).values(images);
    },

    /**
     * Photos of letters that go with an account (written by it, or to it: their couple
     * goes with it) which someone else uploaded: freed with them.
     */
    async foreignPhotosOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: letterImages.uploadId })
        .from(letterImages)
        .innerJoin(letters, eq(letters.id, letterImages.letterId))
        .innerJoin(uploads, eq(uploads.id, letterImages.uploadId))
        .where(
          and(
            or(eq(letters.authorId, userId), eq(letters.recipientId, userId)),
            ne(uploads.ownerId, userId),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
