import { randomUUID } from 'node:crypto';
import {
  ALBUM_LIMITS,
  ERROR_CODES,
  ERROR_MESSAGES,
  SHARE_LINK_LIMITS,
  SHARE_PAGE_PATH,
  VALIDATION,
  albumPageCount,
  shareLinkExpiresAt,
} from '@doita/shared';
import type {
  CreateShareLinkInput,
  ShareLinksList,
  ShareLinksQuery,
  SharedView,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { keysetPage, pageStart } from '../../lib/keyset-cursor.js';
import {
  HttpError,
  badRequest,
  fieldInvalid,
  notFound,
  tooManyRequests,
} from '../../lib/errors.js';
import { toAlbum, toAlbumMemories } from '../albums/index.js';
import type { AlbumsRepository, SignImage } from '../albums/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { OpenedLinkRow, ShareLinksRepository } from './share-links-repository.js';
import { hashPasscode, passcodeMatches, tokenHashOf } from './share-links-secrets.js';
import { toShareLink } from './share-links-view.js';

export interface ShareLinksServiceDeps {
  links: ShareLinksRepository;
  transact: Transact<{ shareLinks: ShareLinksRepository }>;
  albums: Pick<
    AlbumsRepository,
    'candidates' | 'findFor' | 'pageOf' | 'imagesOf' | 'shareableMemory'
  >;
  uploadsService: Pick<UploadsService, 'toImage'>;
  clock: Clock;
  /** the token of a link id (share-links-secrets.ts) */
  tokenOf: (linkId: string) => string;
  publicUrl: string;
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;

/**
 * The one answer for a link that does not open, whatever the reason (never made, expired,
 * revoked, its couple disconnected, its memory made private or trashed, its album
 * deleted): nothing tells a guesser which.
 */
const unavailable = () =>
  new HttpError(404, ERROR_CODES.shareLinkUnavailable, ERROR_MESSAGES.shareLinkUnavailable);
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/**
 * Passcode attempts counted per address, in memory, over a window. An attempt is taken
 * before its passcode is checked (synchronously, so attempts arriving at once cannot all
 * see room left), and given back when it turns out right or was never checked.
 */
function createAddressCounter(clock: Clock, max: number, windowMs: number) {
  const seen = new Map<string, { count: number; until: number }>();
  return {
    /** counts one attempt: 0 when it may be checked, else seconds until the address may try again */
    take(address: string): number {
      const now = clock.now().getTime();
      const entry = seen.get(address);
      if (!entry || entry.until <= now) {
        seen.delete(address);
        seen.set(address, { count: 1, until: now + windowMs });
        if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
        return 0;
      }
      if (entry.count >= max) return (entry.until - now) / 1000;
      entry.count += 1;
      return 0;
    },
    /** takes back one attempt of the current window, keeping the others */
    giveBack(address: string): void {
      const entry = seen.get(address);
      if (entry && entry.until > clock.now().getTime() && entry.count > 0) entry.count -= 1;
    },
  };
}

/**
 * Share links (docs/product-rules.md, Share links): either partner makes, lists and revokes
 * the couple's links; anyone holding one sees its memory or album, read-only, while it
 * opens; private memories never show through any link.
 */
export function createShareLinksService(deps: ShareLinksServiceDeps) {
  const { links, transact, albums, uploadsService, clock, tokenOf, publicUrl } = deps;
  const lockMs = SHARE_LINK_LIMITS.lockMinutes * 60_000;
  const addresses = createAddressCounter(clock, SHARE_LINK_LIMITS.attemptsPerAddress, lockMs);
  const urlOf = (id: string) => `${publicUrl}${SHARE_PAGE_PATH}${tokenOf(id)}`;

  /** the target exists, the viewer sees it in their current couple, and it may be shared */
  async function checkTarget(user: UserWithCouple, coupleId: string, input: CreateShareLinkInput) {
    const viewer = { userId: user.id, coupleId };
    if (input.memoryId) {
      const [memory] = await albums.candidates(viewer, [input.memoryId], coupleId);
      if (!memory) throw notFound('Memory not found');
      if (memory.isPrivate) {
        throw new HttpError(400, ERROR_CODES.privateMemory, 'A private memory is never shared');
      }
      if (!memory.shareable) {
        throw badRequest(ERROR_CODES.memoryNotShareable, ERROR_MESSAGES.memoryNotShareable);
      }
      return;
    }
    const album = input.albumId ? await albums.findFor(viewer, input.albumId) : undefined;
    if (!album || album.coupleId !== coupleId) throw notFound('Album not found');
  }

  /**
   * The passcode check, limited per link (in the database) and per address (here). Each
   * attempt is counted against both before scrypt runs, so a burst of guesses stops at the
   * limits as guesses sent one by one do; a right passcode gives its attempts back.
   */
  async function checkPasscode(link: OpenedLinkRow, passcode: string | undefined, address: string) {
    if (!link.passcodeHash) return;
    if (passcode === undefined || passcode === '') {
      throw new HttpError(401, ERROR_CODES.passcodeRequired, ERROR_MESSAGES.passcodeRequired);
    }
    const wait = addresses.take(address);
    if (wait > 0) throw tooManyRequests(wait);
    const now = clock.now();
    const lockUntil = new Date(now.getTime() + lockMs);
    const attempt = await links.takeAttempt(
      link.id,
      SHARE_LINK_LIMITS.attemptsPerLink,
      now,
      lockUntil,
    );
    if (!attempt.taken) {
      // refused untried: not a guess of this address's
      addresses.giveBack(address);
      if (!attempt.lockedUntil) throw unavailable();
      throw tooManyRequests((attempt.lockedUntil.getTime() - now.getTime()) / 1000);
    }
    if (
      passcode.length <= 4 * SHARE_LINK_LIMITS.passcodeMax &&
      (await passcodeMatches(passcode, link.passcodeHash))
    ) {
      addresses.giveBack(address);
      await links.clearAttempts(link.id, now, lockUntil);
      return;
    }
    throw new HttpError(401, ERROR_CODES.passcodeWrong, ERROR_MESSAGES.passcodeWrong);
  }

  return {
    async list(user: UserWithCouple, query: ShareLinksQuery): Promise<ShareLinksList> {
      const after = pageStart(query.cursor);
      if (!user.coupleId) return { shareLinks: [], nextCursor: null };
      const now = clock.now();
      const rows = await links.listOfCouple(user.coupleId, query, {
        after,
        limit: query.limit + 1,
      });
      const { page, nextCursor } = keysetPage(rows, query.limit);
      return { shareLinks: page.map((row) => toShareLink(row, urlOf(row.id), now)), nextCursor };
    },

    async create(user: UserWithCouple, input: CreateShareLinkInput) {
      const coupleId = user.coupleId;
      if (!coupleId) throw noCouple();
      await checkTarget(user, coupleId, input);
      const id = randomUUID();
      const now = clock.now();
      // hashed before the lock: scrypt's time is not the couple's to wait for
      const passcodeHash = input.passcode ? await hashPasscode(input.passcode) : null;
      // Counted and added under the couple's lock: links made at once would otherwise all
      // count one under the bound and all be added.
      await transact(async (tx) => {
        await tx.shareLinks.lockCountOf(coupleId);
        if ((await tx.shareLinks.countOfCouple(coupleId)) >= SHARE_LINK_LIMITS.perCouple) {
          throw fieldInvalid('memoryId', VALIDATION.invalid);
        }
        const inserted = await tx.shareLinks.insert({
          id,
          coupleId,
          createdBy: user.id,
          memoryId: input.memoryId ?? null,
          albumId: input.albumId ?? null,
          tokenHash: tokenHashOf(tokenOf(id)),
          passcodeHash,
          expiresAt: shareLinkExpiresAt(now, input.expiresInDays),
          createdAt: now,
        });
        // its memory or album was deleted meanwhile (by the partner, at the same moment)
        if (!inserted) throw notFound(input.memoryId ? 'Memory not found' : 'Album not found');
      });
      const row = await links.findOfCouple(id, coupleId);
      if (!row) throw notFound();
      return { shareLink: toShareLink(row, urlOf(id), now) };
    },

    async revoke(user: UserWithCouple, id: string) {
      if (!user.coupleId || !(await links.delete(id, user.coupleId))) {
        throw notFound('Share link not found');
      }
      return { message: 'Share link turned off' };
    },

    /** what a link shows: 404 `unavailable` for any link that does not open */
    async view(
      token: string,
      page: number,
      passcode: string | undefined,
      address: string,
    ): Promise<SharedView> {
      const now = clock.now();
      const link = await links.openable(tokenHashOf(token), now);
      if (!link) throw unavailable();
      const memory = link.memoryId
        ? await albums.shareableMemory(link.memoryId, link.coupleId)
        : undefined;
      const album = link.albumId ? await albums.findFor(null, link.albumId) : undefined;
      if (!memory && !album) throw unavailable();
      await checkPasscode(link, passcode, address);
      await links.recordView(link.id, now, page === 1);

      const sign: SignImage = (row) => uploadsService.toImage(row, null, { link: link.id });
      const base = {
        coupleNames: link.names,
        expiresAt: link.expiresAt?.toISOString() ?? null,
      };
      if (memory) {
        const images = await albums.imagesOf([memory.id]);
        const [shown] = toAlbumMemories([memory], images, sign);
        return {
          ...base,
          kind: 'memory',
          title: memory.title,
          description: memory.description,
          cover: shown?.images[0] ?? null,
          memories: shown ? [shown] : [],
          pagination: { currentPage: 1, totalMemories: 1, totalPages: 1 },
        };
      }
      const limit = ALBUM_LIMITS.pageSize;
      const { rows, total } = await albums.pageOf(null, album!.id, {
        limit,
        offset: (page - 1) * limit,
      });
      const images = await albums.imagesOf(rows.map((row) => row.id));
      const shown = toAlbum(album!, null, sign);
      return {
        ...base,
        kind: 'album',
        title: shown.name,
        description: shown.description,
        cover: shown.cover,
        memories: toAlbumMemories(rows, images, sign),
        pagination: {
          currentPage: page,
          totalMemories: total,
          totalPages: albumPageCount(total, limit),
        },
      };
    },
  };
}
