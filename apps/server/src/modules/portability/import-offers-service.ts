import { ERROR_CODES, IMPORT_OFFER_TITLES_MAX } from '@doita/shared';
import type { ImportOffer, ImportOfferSummary } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { UploadsService } from '../uploads/index.js';
import { photosOf, planCounts, writePlan } from './archive-writer.js';
import type { WritePlan, WriteRepositories } from './archive-writer.js';
import type { ImportOffersRepository } from './import-offers-repository.js';
import type { PortabilityRepository } from './portability-repository.js';

/** What accepting an offer reads and writes with: its own, and each written area's. */
export interface OfferRepositories extends WriteRepositories {
  portability: PortabilityRepository;
  importOffers: ImportOffersRepository;
}

export interface ImportOffersServiceDeps {
  offers: ImportOffersRepository;
  transact: Transact<OfferRepositories>;
  uploadsService: Pick<UploadsService, 'claim' | 'free' | 'deleteFiles'>;
  notifier: Pick<Notifier, 'notify'>;
  clock: Clock;
}

export type ImportOffersService = ReturnType<typeof createImportOffersService>;

export const isEmptyPlan = (plan: WritePlan) =>
  (Object.values(plan) as unknown[][]).every((rows) => rows.length === 0);

/** What the partner reviews: how many of each kind, and the first titles. */
export function summaryOf(plan: WritePlan, photos: number): ImportOfferSummary {
  const first = (titles: string[]) => titles.slice(0, IMPORT_OFFER_TITLES_MAX);
  return {
    counts: { ...planCounts(plan), photos },
    titles: {
      memories: first(plan.memories.map((m) => m.title)),
      reminders: first(plan.reminders.map((r) => r.title)),
      posts: first(plan.posts.map((p) => p.title)),
    },
  };
}

const offerNotFound = () => notFound('Nothing is waiting for you under this id');
const notPartners = () =>
  new HttpError(
    409,
    ERROR_CODES.noCouple,
    'Whoever imported these is no longer your partner: they can only be declined',
  );

/**
 * Items an import held for the partner (the archive says they wrote them): listed for
 * them alone, written as theirs only when they accept, discarded with their photos when
 * they decline. Another person's offer is a 404, whoever asks.
 */
export function createImportOffersService(deps: ImportOffersServiceDeps) {
  const { offers, transact, uploadsService, notifier, clock } = deps;

  return {
    /** tells the partner something waits for them (after the import committed) */
    async announce(
      from: { id: string; displayName: string },
      toUserId: string,
      offerId: string,
      summary: ImportOfferSummary,
    ) {
      const count = Object.values(summary.counts).reduce((n, c) => n + c, 0);
      await notifier.notify([
        {
          to: toUserId,
          actorId: from.id,
          type: 'import_offer',
          data: { actorName: from.displayName, count, offerId },
          link: '/profile?tab=account#import-offers',
        },
      ]);
    },

    async list(userId: string): Promise<{ offers: ImportOffer[] }> {
      const rows = await offers.listFor(userId);
      return {
        offers: rows.map((row) => ({
          id: row.id,
          from: { id: row.fromUserId, displayName: row.fromName },
          summary: row.summary,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async accept(userId: string, id: string) {
      let freedKeys: string[] = [];
      const accepted = await transact(async (tx) => {
        const offer = await tx.importOffers.findFor(id, userId);
        if (!offer) throw offerNotFound();
        const found = await tx.portability.userWithCouple(userId);
        const pair = found?.coupleId
          ? await tx.portability.coupleWithPartner(found.coupleId, userId)
          : undefined;
        if (pair?.partner?.id !== offer.fromUserId) throw notPartners();
        const coupleId = found!.coupleId;
        const importer = offer.fromUserId;
        const both = [userId, importer];

        // what either of us already took from the same archive is not added twice
        const plan = offer.plan;
        const done = async (kind: string, ids: string[]) =>
          tx.portability.importedSources(both, kind, ids);
        const memoriesDone = await done(
          'memory',
          plan.memories.map((m) => m.id),
        );
        const remindersDone = await done(
          'reminder',
          plan.reminders.map((r) => r.id),
        );
        const postsDone = await done(
          'post',
          plan.posts.map((p) => p.id),
        );
        const commentsDone = await done(
          'comment',
          plan.comments.map((c) => c.id),
        );
        const fresh: WritePlan = {
          ...plan,
          memories: plan.memories.filter((m) => !memoriesDone.has(m.id)),
          reminders: plan.reminders.filter((r) => !remindersDone.has(r.id)),
          posts: plan.posts.filter((p) => !postsDone.has(p.id)),
          comments: plan.comments.filter((c) => !commentsDone.has(c.id)),
        };

        // parents of loose comments and likes: the importer's items, while still here
        const memoryTargets = await tx.portability.importedSources([importer], 'memory', [
          ...new Set([...fresh.memoryComments, ...fresh.memoryReactions].map((c) => c.memoryId)),
        ]);
        const livingMemories = await tx.importOffers.liveMemoryIds([...memoryTargets.values()]);
        const postTargets = await tx.portability.importedSources([importer], 'post', [
          ...new Set([...fresh.comments, ...fresh.reactions].map((c) => c.postId)),
        ]);
        const livingPosts = await tx.importOffers.livePostIds([...postTargets.values()]);
        const alive = (targets: Map<string, string>, living: Set<string>) =>
          new Map([...targets].filter(([, target]) => living.has(target)));

        const used = new Set(photosOf(fresh).map((photo) => offer.photos[photo.path]!));
        const uploadIds = Object.values(offer.photos);
        // photos only items already here used: nothing will show them
        freedKeys = await uploadsService.free(
          tx.uploads,
          uploadIds.filter((upload) => !used.has(upload)),
        );
        await tx.importOffers.giveUploads([...used], importer, userId);
        const written = await writePlan(tx, uploadsService, fresh, {
          personOf: (source) =>
            source === offer.people.partner
              ? userId
              : source === offer.people.user
                ? importer
                : null,
          ownerId: userId,
          // the archive's favourites are the importer's marks
          favoriteBy: importer,
          coupleId,
          uploadFor: (photo) => offer.photos[photo.path]!,
          claimPhotos: false,
          postTargets: alive(postTargets, livingPosts),
          memoryTargets: alive(memoryTargets, livingMemories),
          now: clock.now(),
        });
        await tx.importOffers.delete(offer.id);
        return { ...written, photos: used.size };
      });
      await uploadsService.deleteFiles(freedKeys);
      return { accepted };
    },

    async decline(userId: string, id: string) {
      const keys = await transact(async (tx) => {
        const offer = await tx.importOffers.findFor(id, userId);
        if (!offer) throw offerNotFound();
        await tx.importOffers.delete(offer.id);
        return uploadsService.free(tx.uploads, Object.values(offer.photos));
      });
      // after the commit, as every freeing does: a rolled-back decline keeps its files
      await uploadsService.deleteFiles(keys);
      return { declined: true as const };
    },
  };
}
