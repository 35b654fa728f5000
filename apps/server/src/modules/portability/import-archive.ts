import { randomUUID } from 'node:crypto';
import { PORTABILITY_LIMITS, VIDEO_LIMITS, isSafeArchivePath } from '@doita/shared';
import type { ArchivePhoto, ExportArchive, ImportCounts } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/errors.js';
import type { UploadsRepository, UploadsService, VideoService } from '../uploads/index.js';
import { refuseFutureDates } from './archive-future.js';
import { ArchiveError, openArchive } from './archive-reader.js';
import type { OpenedArchive } from './archive-reader.js';
import { photosOf, writePlan } from './archive-writer.js';
import type { WritePlan, WriteRepositories } from './archive-writer.js';
import { parseDataJson } from './data-json-parse.js';
import type { ParseLimits } from './data-json-parse.js';
import { isEmptyPlan, summaryOf } from './import-offers-service.js';
import type { ImportOffersService } from './import-offers-service.js';
import type { ImportOffersRepository } from './import-offers-repository.js';
import { whoIsWho } from './import-people.js';
import type { People } from './import-people.js';
import { seenHere, splitArchive } from './import-split.js';
import { whenNotBusy } from './when-not-busy.js';
import type { MessagesRepository } from '../messages/index.js';
import type { PortabilityRepository } from './portability-repository.js';
import { importAlbums } from './albums-archive.js';
import type { AlbumsImportWrites } from './albums-archive.js';
import { asUploader, uploadArchivePhotos } from './archive-photos.js';
import { withKnownZones } from './archive-zones.js';
import type { ArchiveZones } from './archive-zones.js';
import { importLetters, lettersToImport } from './letters-archive.js';
import type { LettersImportWrites, LettersToWrite } from './letters-archive.js';
import { importMessages, messagesToImport } from './messages-archive.js';
import type { MessagesImportWrites, MessagesToWrite } from './messages-archive.js';
import { importQuestions } from './questions-archive.js';
import type { QuestionsImportWrites } from './questions-archive.js';
import { importTogether, listItemsSeen } from './together-archive.js';
import type { TogetherImportWrites } from './together-archive.js';

/** What the import's transaction writes with: its own, and each written area's. */
export interface ImportRepositories
  extends
    WriteRepositories,
    Pick<TogetherImportWrites, 'checkins' | 'list'>,
    QuestionsImportWrites {
  importOffers: ImportOffersRepository;
  letters: LettersImportWrites['letters'];
  messages: MessagesImportWrites['messages'];
  albums: AlbumsImportWrites['albums'];
  portability: AlbumsImportWrites['portability'];
}

export interface ArchiveImporterDeps extends ArchiveZones {
  portability: PortabilityRepository;
  /** which of an archive's messages are here already */
  messages: Pick<MessagesRepository, 'existing'>;
  uploads: UploadsRepository;
  transact: Transact<ImportRepositories>;
  uploadsService: UploadsService;
  /** videos and Live Photos of an archive (absent: they fail the import as BAD_PHOTO) */
  videos?: Pick<VideoService, 'importMedia'>;
  clock: Clock;
  /** the parse worker's heap and deadline (PORTABILITY_LIMITS unless a test says) */
  parseLimits?: ParseLimits;
  offers: Pick<ImportOffersService, 'announce'>;
}

/** The uploads made for an import's photos: mine by photo, the held ones by archive path. */
interface UploadedPhotos {
  mineFor: (photo: ArchivePhoto) => string;
  held: Record<string, string>;
  /** how many photo uses the plans have (a photo twice in a plan counts twice) */
  wanted: number;
  counts: { added: number; held: number };
}

/**
 * One import job's work on its ZIP (imports-service.ts runs it in the background): it writes
 * only as the importer; what the archive says the partner wrote is held for the partner to
 * accept or decline (import-offers-service.ts).
 */
export function createArchiveImporter(deps: ArchiveImporterDeps) {
  const { portability, transact, uploadsService, clock } = deps;

  /**
   * The import's steps: check the archive, tell who is who, split what is new by author,
   * upload its photos, write every row in one transaction, then tell the partner what was
   * held for them. Nothing of a failed import stays: its uploads go with their files.
   */
  async function importArchive(file: string, jobId: string, userId: string): Promise<ImportCounts> {
    const archive = await openArchive(file);
    const createdUploads: string[] = [];
    try {
      const { data: archived, allPhotos } = await readArchive(archive, file);
      const people = await whoIsWho(portability, userId, archived);
      // an unknown zone becomes mine, as live reminders take their author's: not worth the archive
      const data = await withKnownZones(archived, people.timeZone, deps);
      const { mine, held, counts } = splitArchive(
        data,
        await seenHere(portability, people, data),
        people.partnerMatched?.source ?? null,
      );
      const holding = people.partnerMatched !== null && !isEmptyPlan(held);
      const photos = await uploadPhotos(jobId, userId, archive, {
        mine,
        held: holding ? held : null,
        createdUploads,
      });
      counts.photos = { ...photos.counts, skipped: Math.max(0, allPhotos.length - photos.wanted) };
      const letters = await lettersToImport(portability, data, people);
      const letterPhotos = await uploadArchivePhotos(
        archive,
        letters.flatMap((letter) => letter.photos),
        userId,
        uploadsService,
        createdUploads,
      );
      const messages = await messagesToImport(portability, deps.messages, data, people);
      const messagePhotos = await uploadArchivePhotos(
        archive,
        messages.flatMap((message) => message.photos),
        userId,
        uploadsService,
        createdUploads,
      );
      const seenItems = await listItemsSeen(portability, people, data);
      const written = await writeRows(userId, data, people, {
        mine,
        seenItems,
        held: holding ? held : null,
        photos,
        letters: { letters, photoOf: letterPhotos },
        messages: { messages, photoOf: messagePhotos },
      });
      counts.comments.added = written.comments;
      counts.reactions.added = written.reactions;
      // only the importer's own come in: the rest of each is skipped (the partner's come
      // back with the partner's own import)
      const rest = (archived: number, added: number) => ({
        added,
        skipped: Math.max(0, archived - added),
        held: 0,
      });
      counts.letters = rest(data.letters.length, written.letters);
      counts.messages = rest(data.messages.length, written.messages);
      counts.listItems = rest(data.listItems.length, written.together.listItems);
      counts.checkins = rest(data.checkins.length, written.together.checkins);
      counts.answers = rest(data.questionAnswers.length, written.answers);
      counts.albums = rest(data.albums.length, written.albums);
      if (people.partnerMatched && written.offerId) {
        await deps.offers.announce(
          { id: userId, displayName: people.displayName },
          people.partnerMatched.id,
          written.offerId,
          summaryOf(held, 0),
        );
      }
      return counts;
    } catch (error) {
      if (createdUploads.length) {
        const keys = await uploadsService.free(deps.uploads, createdUploads);
        await uploadsService.deleteFiles(keys);
      }
      throw error;
    } finally {
      archive.close();
    }
  }

  /**
   * The archive checked whole before anything is written: a size gate from its own header
   * first, then the worker reads, counts and parses data.json (yauzl also stops at any
   * byte past that declared size), then nothing in it is dated later than now, then every
   * photo it names is a safe path and present.
   */
  async function readArchive(archive: OpenedArchive, file: string) {
    if (!archive.has('data.json')) {
      throw new ArchiveError('MISSING_DATA', 'The archive has no data.json: not a Đôi Ta export');
    }
    if (archive.sizeOf('data.json') > PORTABILITY_LIMITS.maxDataJsonBytes) {
      throw new ArchiveError('TOO_LARGE', 'data.json is larger than an import may read');
    }
    const data = await parseDataJson(file, deps.parseLimits);
    refuseFutureDates(data, clock.now());
    const allPhotos = photosOf(data);
    for (const photo of allPhotos) {
      if (!isSafeArchivePath(photo.path)) {
        throw new ArchiveError('UNSAFE_PATH', `Unsafe photo path: ${photo.path.slice(0, 100)}`);
      }
      if (!archive.has(photo.path)) {
        throw new ArchiveError('MISSING_FILE', `Missing from the archive: ${photo.path}`);
      }
      // a Live Photo's motion clip is checked like its still
      if (photo.clip && (!isSafeArchivePath(photo.clip.path) || !archive.has(photo.clip.path))) {
        throw new ArchiveError(
          'MISSING_FILE',
          `Missing from the archive: ${photo.clip.path.slice(0, 100)}`,
        );
      }
    }
    return { data, allPhotos };
  }

  /**
   * The photos of what is written now and what is held, through the upload pipeline, all
   * the importer's until someone says otherwise (the held ones become the partner's only
   * when they accept them). Each upload made is added to `createdUploads` as it is made.
   */
  async function uploadPhotos(
    jobId: string,
    userId: string,
    archive: OpenedArchive,
    plans: { mine: WritePlan; held: WritePlan | null; createdUploads: string[] },
  ): Promise<UploadedPhotos> {
    const uploadOf = new Map<string, string>(); // plan + archive path → new upload id
    const wanted = [
      ...photosOf(plans.mine).map((photo) => ({ photo, key: `mine\n${photo.path}` })),
      ...(plans.held ? photosOf(plans.held) : []).map((photo) => ({
        photo,
        key: `held\n${photo.path}`,
      })),
    ];
    const distinct = [...new Map(wanted.map((use) => [use.key, use])).values()];
    const held = distinct.filter((use) => use.key.startsWith('held'));
    let processed = 0;
    for (const use of distinct) {
      const isVideo = use.photo.kind === 'video';
      const bytes = await archive.read(
        use.photo.path,
        isVideo ? VIDEO_LIMITS.maxBytes : PORTABILITY_LIMITS.maxPhotoBytes,
      );
      let uploaded;
      try {
        // A video or a Live Photo goes through the video queue: checked, kept as it was
        // exported, its rendition made again here.
        const clip =
          use.photo.kind === 'live' && use.photo.clip
            ? {
                name: `${use.photo.originalName}.mov`,
                bytes: await archive.read(use.photo.clip.path, VIDEO_LIMITS.maxBytes),
              }
            : undefined;
        const { videos } = deps;
        uploaded = await whenNotBusy(async () =>
          (isVideo || clip) && videos
            ? {
                id: await videos.importMedia(userId, {
                  name: use.photo.originalName,
                  bytes,
                  ...(clip ? { clip } : {}),
                }),
              }
            : uploadsService.upload(
                asUploader(userId),
                { name: use.photo.originalName, bytes },
                { keepCleanOriginal: true },
              ),
        );
      } catch (error) {
        if (error instanceof HttpError) {
          throw new ArchiveError('BAD_PHOTO', `Not an image we can keep: ${use.photo.path}`);
        }
        throw error;
      }
      plans.createdUploads.push(uploaded.id);
      uploadOf.set(use.key, uploaded.id);
      processed += 1;
      if (processed % 10 === 0) {
        const progress = 5 + Math.floor((processed / distinct.length) * 85);
        await portability.updateJob('import', jobId, { progress }, clock.now());
      }
    }
    return {
      mineFor: (photo) => uploadOf.get(`mine\n${photo.path}`)!,
      held: Object.fromEntries(held.map((use) => [use.photo.path, uploadOf.get(use.key)!])),
      wanted: wanted.length,
      counts: { added: distinct.length - held.length, held: held.length },
    };
  }

  /**
   * Every row in one transaction: mine written, the partner's held (its photos claimed, so
   * the sweep leaves them, by nothing anyone sees until accepted). Returns what was added
   * and the offer's id when something was held.
   */
  async function writeRows(
    userId: string,
    data: ExportArchive,
    people: People,
    parts: {
      mine: WritePlan;
      held: WritePlan | null;
      photos: UploadedPhotos;
      seenItems: ReadonlySet<string>;
      letters: LettersToWrite;
      messages: MessagesToWrite;
    },
  ) {
    const now = clock.now();
    const offerId = randomUUID();
    return transact(async (tx) => {
      const planned = await writePlan(tx, uploadsService, parts.mine, {
        personOf: (source) => (source === data.user.id ? userId : null),
        ownerId: userId,
        favoriteBy: userId,
        coupleId: people.coupleId,
        uploadFor: parts.photos.mineFor,
        claimPhotos: true,
        postTargets: new Map(),
        memoryTargets: new Map(),
        now,
      });
      const together = await importTogether(tx, data, {
        userId,
        coupleId: people.coupleId,
        seenItems: parts.seenItems,
      });
      const answers = await importQuestions(tx, data, {
        userId,
        coupleId: people.coupleId,
        partnerMatched: people.partnerMatched !== null,
        now,
      });
      const letters = await importLetters(tx, parts.letters.letters, {
        userId,
        coupleId: people.coupleId,
        partnerId: people.partnerMatched?.id ?? null,
        photoOf: parts.letters.photoOf,
        now,
        uploadsService,
      });
      const messages = await importMessages(tx, parts.messages.messages, {
        userId,
        sourceUserId: data.user.id,
        here: people.here,
        coupleId: people.coupleId,
        partnerId: people.partnerMatched?.id ?? null,
        photoOf: parts.messages.photoOf,
        now,
        uploadsService,
      });
      const albums = await importAlbums(tx, data, {
        userId,
        coupleId: people.coupleId,
        here: people.here,
        now,
      });
      const written = { ...planned, together, answers, letters, messages, albums };
      const { partnerMatched } = people;
      if (!partnerMatched || !parts.held) return { ...written, offerId: null };
      const photos = parts.photos.held;
      await uploadsService.claim(tx.uploads, userId, Object.values(photos), 'file');
      await tx.importOffers.insert({
        id: offerId,
        fromUserId: userId,
        toUserId: partnerMatched.id,
        people: { user: data.user.id, partner: partnerMatched.source },
        plan: parts.held,
        photos,
        summary: summaryOf(parts.held, Object.keys(photos).length),
        createdAt: now,
      });
      return { ...written, offerId };
    });
  }

  return importArchive;
}
