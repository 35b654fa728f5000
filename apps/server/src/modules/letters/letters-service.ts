import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  VALIDATION,
  formatIsoDate,
  isValidTimeZone,
  letterOpensOnError,
  letterOpensOnWindow,
  parseIsoDate,
  toLocalDate,
} from '@doita/shared';
import type {
  CreateLetterInput,
  Image,
  Letter,
  LetterOpeningDays,
  LettersQuery,
  LettersResponse,
  UpdateLetterInput,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type { LetterViewer } from './letters-audience-repository.js';
import type { LetterCursor, LetterListRow, LettersRepository } from './letters-repository.js';
import { isOpenNow, openingTimeZoneOf, toLetter } from './letters-view.js';

export interface LettersServiceDeps {
  letters: LettersRepository;
  uploadsService: Pick<
    UploadsService,
    'claim' | 'release' | 'free' | 'deleteFiles' | 'toImage' | 'avatarUrl'
  >;
  transact: Transact<{ letters: LettersRepository; uploads: UploadsRepository }>;
  clock: Clock;
  /** the recipient hears a letter is on its way (never what it says) */
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error(details: object, message: string): void };
}

export type LettersService = ReturnType<typeof createLettersService>;

const letterNotFound = () => notFound('Letter not found');
const letterOpened = () =>
  new HttpError(409, ERROR_CODES.letterOpened, ERROR_MESSAGES.letterOpened);
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

const viewerOf = (user: UserWithCouple): LetterViewer => ({
  userId: user.id,
  coupleId: user.coupleId,
});

const validZone = (zone: string | null | undefined) =>
  zone && isValidTimeZone(zone) ? zone : 'Asia/Ho_Chi_Minh';
const zoneOf = (user: UserWithCouple) => validZone(user.timeZone);

/** `2027-02-14~<id>`: a box's keyset position */
const CURSOR = /^(\d{4}-\d{2}-\d{2})~([A-Za-z0-9_-]{1,64})$/;
const encodeCursor = (row: LetterListRow) => `${row.opensOn}~${row.id}`;
function decodeCursor(cursor: string | undefined): LetterCursor | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const match = CURSOR.exec(cursor);
  // a real calendar day (the database would refuse 2027-02-30 or year 0 with a 500)
  const day = parseIsoDate(match?.[1]);
  if (!match?.[1] || !match[2] || !day || day.year < 1)
    throw fieldInvalid('cursor', VALIDATION.invalid);
  return { opensOn: match[1], id: match[2] };
}

/**
 * The opening day must not have begun on the writer's calendar nor on the recipient's, where
 * it opens: one already begun there would open the letter as it is saved, and the writer
 * could no longer change or withdraw it.
 */
function checkOpensOn(
  opensOn: string,
  now: Date,
  writerTimeZone: string,
  recipientTimeZone: string,
): void {
  const error = letterOpensOnError(opensOn, now, writerTimeZone, recipientTimeZone);
  if (error === 'tooSoon') throw fieldInvalid('opensOn', VALIDATION.letterTooSoon);
  if (error === 'tooFar') throw fieldInvalid('opensOn', VALIDATION.letterTooFar);
  if (error) throw fieldInvalid('opensOn', VALIDATION.invalidDate);
}

/**
 * Letters for later (docs/product-rules.md, Letters for later): the writer reads, edits
 * and withdraws a letter until it opens; the recipient learns only that it exists, from
 * whom and when it opens, until its day comes on their calendar; then it is read-only for
 * both. Every answer is built by `toLetter`, which leaves the content out for a sealed
 * letter not the viewer's, and photos are read only for letters the viewer may read.
 */
export function createLettersService(deps: LettersServiceDeps) {
  const { letters, uploadsService, transact, clock } = deps;

  async function visible(id: string, user: UserWithCouple): Promise<LetterListRow> {
    const row = await letters.findVisible(id, viewerOf(user));
    if (!row) throw letterNotFound();
    return row;
  }

  /** rows as the API gives them; found open, a letter is stamped before anything leaves */
  async function present(rows: LetterListRow[], viewer: Caller): Promise<Letter[]> {
    const viewerId = viewer.id;
    const now = clock.now();
    const newlyOpen = rows.filter((row) => row.openedAt === null && isOpenNow(row, now));
    await letters.markOpened(
      newlyOpen.map((row) => row.id),
      now,
    );
    const stamped = new Set(newlyOpen.map((row) => row.id));
    const current = rows.map((row) => (stamped.has(row.id) ? { ...row, openedAt: now } : row));
    const readable = current.filter((row) => row.authorId === viewerId || row.openedAt !== null);
    const images = await letters.imagesOf(readable.map((row) => row.id));
    const byLetter = new Map<string, Image[]>();
    for (const image of images) {
      const list = byLetter.get(image.letterId) ?? [];
      list.push(uploadsService.toImage(image, viewer));
      byLetter.set(image.letterId, list);
    }
    return current.map((row) =>
      toLetter(row, {
        viewerId,
        now,
        images: byLetter.get(row.id) ?? [],
        authorAvatarUrl: uploadsService.avatarUrl(
          { avatarUploadId: row.authorAvatarUploadId, avatarWidth: row.authorAvatarWidth },
          viewer,
        ),
        recipientAvatarUrl: uploadsService.avatarUrl(
          { avatarUploadId: row.recipientAvatarUploadId, avatarWidth: row.recipientAvatarWidth },
          viewer,
        ),
      }),
    );
  }

  async function one(id: string, user: Caller): Promise<Letter> {
    const [letter] = await present([await visible(id, user)], user);
    if (!letter) throw letterNotFound();
    return letter;
  }

  /** my letter, still sealed: or 403 (the recipient's) / 409 (opened) */
  async function mineSealed(id: string, user: UserWithCouple): Promise<LetterListRow> {
    const row = await visible(id, user);
    if (row.authorId !== user.id) throw forbidden();
    if (isOpenNow(row, clock.now())) throw letterOpened();
    return row;
  }

  return {
    async list(user: Caller, query: LettersQuery & { limit: number }) {
      const after = decodeCursor(query.cursor);
      const today = formatIsoDate(toLocalDate(clock.now(), zoneOf(user)));
      const box = query.box ?? 'all';
      const rows = await letters.box(
        viewerOf(user),
        box === 'sent'
          ? { box: 'sent', after, limit: query.limit }
          : { box, today, after, limit: query.limit },
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const answer: LettersResponse = {
        letters: await present(page, user),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
      return answer;
    },

    get: (user: Caller, id: string) => one(id, user),

    /** The days a letter to my partner written now may open on (both our calendars). */
    async openingDays(user: UserWithCouple): Promise<LetterOpeningDays> {
      if (!user.coupleId) throw noCouple();
      const partner = await letters.partnerOf(user.id, user.coupleId);
      if (!partner) throw noCouple();
      return letterOpensOnWindow(clock.now(), zoneOf(user), validZone(partner.timeZone));
    },

    async create(user: Caller, input: CreateLetterInput): Promise<Letter> {
      if (!user.coupleId) throw noCouple();
      const coupleId = user.coupleId;
      const now = clock.now();
      const partner = await letters.partnerOf(user.id, coupleId);
      if (!partner) throw noCouple();
      checkOpensOn(input.opensOn, now, zoneOf(user), validZone(partner.timeZone));
      const id = randomUUID();
      const images = [...new Set(input.images ?? [])];
      await transact(async (tx) => {
        await tx.letters.insert({
          id,
          coupleId,
          authorId: user.id,
          recipientId: partner.id,
          opensOn: input.opensOn,
          text: input.text,
          createdAt: now,
          updatedAt: now,
        });
        // Only my own fresh uploads: a photo cannot be lifted from someone else's things.
        await uploadsService.claim(tx.uploads, user.id, images, 'images', { photosOnly: true });
        await tx.letters.setImages(id, images);
      });
      // Who wrote and when it opens: never a word of what it says.
      await deps.notifier
        .notifyPartner(user, {
          type: 'letter_sent',
          data: { actorName: user.displayName, letterId: id, opensOn: input.opensOn },
          link: `/together/letters/${id}`,
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'letter notification failed'));
      return one(id, user);
    },

    async update(user: Caller, id: string, input: UpdateLetterInput): Promise<Letter> {
      const row = await mineSealed(id, user);
      const now = clock.now();
      // Its day kept as it is needs no check: the letter is still sealed (a writer ahead of
      // the recipient may have reached that day already, and may still fix a word).
      if (input.opensOn !== undefined && input.opensOn !== row.opensOn)
        checkOpensOn(input.opensOn, now, zoneOf(user), openingTimeZoneOf(row));
      await transact(async (tx) => {
        const changed = await tx.letters.updateSealed(id, {
          ...(input.opensOn !== undefined ? { opensOn: input.opensOn } : {}),
          ...(input.text !== undefined ? { text: input.text } : {}),
          updatedAt: now,
        });
        if (!changed) throw (await tx.letters.exists(id)) ? letterOpened() : letterNotFound();
        if (input.images === undefined) return;
        const wanted = [...new Set(input.images)];
        const current = new Set(await tx.letters.imageIdsOf(id));
        const added = wanted.filter((imageId) => !current.has(imageId));
        const removed = [...current].filter((imageId) => !wanted.includes(imageId));
        await uploadsService.claim(tx.uploads, user.id, added, 'images', { photosOnly: true });
        await tx.letters.setImages(id, wanted);
        // Taken out: served no more at once; the writer may put it back within a day.
        await uploadsService.release(tx.uploads, removed);
      });
      return one(id, user);
    },

    async remove(user: UserWithCouple, id: string): Promise<{ message: string }> {
      await mineSealed(id, user);
      const freed = await transact(async (tx) => {
        const imageIds = await tx.letters.imageIdsOf(id);
        if (!(await tx.letters.deleteSealed(id)))
          throw (await tx.letters.exists(id)) ? letterOpened() : letterNotFound();
        // Its photos die with it: every URL handed out answers 404 from the commit on.
        return uploadsService.free(tx.uploads, imageIds);
      });
      await uploadsService.deleteFiles(freed);
      return { message: 'Letter withdrawn' };
    },
  };
}
