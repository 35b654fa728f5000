import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportArchiveSchema,
  fitToArchive,
  locationOf,
} from '@doita/shared';
import type {
  ArchiveLeftOut,
  ArchiveMemory,
  ArchivePhoto,
  ArchivePost,
  ExportArchive,
} from '@doita/shared';
import yazl from 'yazl';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/storage.js';
import { remindersCalendar } from '../calendar/index.js';
import { albumPage } from './album-html.js';
import {
  archivePhoto,
  byMemory,
  postMarkdown,
  toArchiveMemory,
  toArchivePost,
  toArchivePreferences,
  toArchiveReminder,
  toArchiveUser,
} from './export-rows.js';
import type { PortabilityRepository } from './portability-repository.js';
import { exportAlbums } from './albums-archive.js';
import type { AlbumsExportReads } from './albums-archive.js';
import { exportLetters } from './letters-archive.js';
import type { LettersExportReads } from './letters-archive.js';
import { exportMessages, messagesHtml } from './messages-archive.js';
import type { MessagesExportReads } from './messages-archive.js';
import { exportQuestions, questionsMarkdown } from './questions-archive.js';
import type { QuestionsExportReads } from './questions-archive.js';
import { exportTogether } from './together-archive.js';
import type { TogetherExportReads } from './together-archive.js';

export interface ExportBuilderDeps {
  portability: PortabilityRepository;
  storage: FileStorage;
  clock: Clock;
  /** letters, read through their owner's repository */
  letters: LettersExportReads['letters'];
  /** the daily question's answers, read through its repository */
  questions: QuestionsExportReads;
  /** check-ins and the list, read through their owners' repositories */
  together: TogetherExportReads;
  /** albums, read through their owner's repository (none without) */
  albums?: AlbumsExportReads['albums'];
  /** the conversation, read through its owner's repository (none without) */
  messages?: MessagesExportReads['messages'];
}

const PAGE = 500;

const LEFT_OUT_ABOUT = {
  vi: 'Những mục dưới đây không đúng quy tắc hiện tại của kho lưu trữ (chẳng hạn một ngày trước năm 1900), nên không nằm trong data.json và sẽ không được nhập lại. Chúng được giữ nguyên ở đây để bạn không mất gì.',
  en: "The items below do not meet the archive's current rules (a date before 1900, say), so they are not in data.json and will not be imported back. They are kept here as they were, so nothing of yours is lost.",
} as const;

/** left-out.json: what data.json could not hold, where it was, why, and the value itself */
function leftOutJson(leftOut: ArchiveLeftOut[], language: 'vi' | 'en'): string {
  return JSON.stringify({ about: LEFT_OUT_ABOUT[language], items: leftOut }, null, 2);
}

/** The ZIP as it is written: entries added as pages are read, photos streamed when reached. */
interface ExportZip {
  /** one photo's original, read from storage only when the ZIP gets to it (once per path) */
  /** `clipFile`: a Live Photo's motion, stored beside its still at `photo.clip.path` */
  addPhoto(photo: ArchivePhoto, originalFile: string | null, clipFile?: string | null): void;
  addText(name: string, text: string): void;
  /** ends the ZIP, moves it to its place and returns its size */
  finish(): Promise<number>;
}

/** What each step of a build works with. */
interface Build {
  userId: string;
  coupleId: string | null;
  zip: ExportZip;
  /** work done, in units: a memory or post is 1, a photo 4 */
  advance: (units: number) => Promise<void>;
}

/**
 * An export's ZIP built from what its person may see, a page at a time: memories (with the
 * album's entries), posts with their comments and likes, reminders (also as a calendar),
 * then data.json and the album's page. Photos are read from storage one at a time as the
 * ZIP reaches them, never the whole archive in memory.
 */
export function createExportBuilder(deps: ExportBuilderDeps) {
  const { portability, storage, clock } = deps;

  /** Writes the ZIP to `file` (through `file.partial`); returns its size in bytes. */
  return async function build(
    userId: string,
    file: string,
    setProgress: (progress: number) => Promise<void>,
  ): Promise<number> {
    const found = await portability.userWithCouple(userId);
    if (!found) throw new Error('the user is gone');
    const { user, coupleId } = found;
    const pair = coupleId ? await portability.coupleWithPartner(coupleId, userId) : undefined;
    const advance = progressOf(await portability.countVisible(userId, coupleId), setProgress);
    const zip = await openZip(file, advance);
    const build: Build = { userId, coupleId, zip, advance };

    const names = new Map([[user.id, user.displayName]]);
    if (pair?.partner) names.set(pair.partner.id, pair.partner.displayName);
    const albumOf = albumPage({
      language: user.language === 'en' ? 'en' : 'vi',
      timeZone: user.timeZone,
      names,
    });
    const { memories, album } = await addMemories(build, albumOf);
    const { posts, comments, reactions } = await addPosts(build);
    const reminders = await addReminders(build, user.timeZone);
    const letters = await exportLetters(
      deps,
      zip,
      { userId, coupleId },
      user.timeZone,
      clock.now(),
    );
    const messages = deps.messages
      ? await exportMessages({ messages: deps.messages }, zip, { userId, coupleId })
      : [];
    const questionAnswers = await exportQuestions(deps.questions, { userId, coupleId });
    const together = await exportTogether(deps.together, { userId, coupleId });
    const albums = deps.albums
      ? await exportAlbums({ albums: deps.albums }, { userId, coupleId })
      : [];

    const archive: ExportArchive = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: clock.now().toISOString(),
      user: toArchiveUser(user),
      partner: pair?.partner ?? null,
      couple: pair
        ? {
            id: pair.couple.id,
            anniversaryDate: pair.couple.anniversaryDate,
            connectedAt: pair.couple.connectedAt?.toISOString() ?? null,
          }
        : null,
      memories,
      reminders,
      posts,
      comments,
      reactions,
      preferences: toArchivePreferences(user),
      letters,
      messages,
      albums,
      questionAnswers,
      ...together,
    };
    // What we write is what an import accepts: checked before it leaves. A row the archive's
    // rules refuse (written before a rule existed) is kept beside data.json, not lost, and
    // does not cost the rest of the export.
    const fitted = fitToArchive(exportArchiveSchema, archive);
    zip.addText('data.json', JSON.stringify(fitted.archive, null, 2));
    if (fitted.leftOut.length > 0) {
      zip.addText(
        'left-out.json',
        leftOutJson(fitted.leftOut, user.language === 'en' ? 'en' : 'vi'),
      );
    }
    zip.addText(
      'questions.md',
      questionsMarkdown(questionAnswers, user.language === 'en' ? 'en' : 'vi', names),
    );

    // the conversation, readable without the app: the names of everyone who wrote in it
    const messageNames = new Map(names);
    const writers = [...new Set(messages.map((m) => m.authorId))].filter(
      (id): id is string => id !== null && !names.has(id),
    );
    for (const writer of deps.messages ? await deps.messages.authors(writers) : [])
      messageNames.set(writer.id, writer.displayName);
    zip.addText(
      'messages.html',
      messagesHtml(messages, {
        language: user.language === 'en' ? 'en' : 'vi',
        timeZone: user.timeZone,
        names: messageNames,
      }),
    );

    const title = [user.displayName, pair?.partner?.displayName].filter(Boolean).join(' & ');
    album.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    zip.addText(
      'index.html',
      albumOf.header(title) + album.map((a) => a.html).join('') + albumOf.footer(album.length),
    );
    return zip.finish();
  };

  /** Progress in steps of 5%: photos weigh as much as everything else together. */
  function progressOf(
    totals: { memories: number; posts: number; photos: number },
    setProgress: (progress: number) => Promise<void>,
  ) {
    const totalWork = Math.max(1, totals.memories + totals.posts + totals.photos * 4);
    let done = 0;
    let reported = 0;
    return async (units: number) => {
      done += units;
      const progress = Math.min(99, Math.floor((done / totalWork) * 100));
      if (progress >= reported + 5) {
        reported = progress;
        await setProgress(progress);
      }
    };
  }

  async function openZip(file: string, advance: Build['advance']): Promise<ExportZip> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream as Readable, createWriteStream(partial));
    written.catch(() => undefined); // awaited below; a failure here must not go unhandled
    const mtime = clock.now();
    const addedPaths = new Set<string>();
    return {
      addPhoto(photo, originalFile, clipFile) {
        if (!originalFile || addedPaths.has(photo.path)) return;
        const files: [string, string][] = [[photo.path, originalFile]];
        if (photo.clip && clipFile) files.push([photo.clip.path, clipFile]);
        for (const [archivePath, stored] of files) {
          addedPaths.add(archivePath);
          // already compressed: stored as they are
          zip.addReadStreamLazy(archivePath, { mtime, compress: false }, (callback) => {
            storage.get(`${photo.id}/${stored}`).then(
              (found) => {
                if (!found) {
                  callback(new Error(`photo file missing: ${photo.id}/${stored}`), null!);
                  return;
                }
                found.body.once('end', () => void advance(4).catch(() => undefined));
                callback(null, found.body);
              },
              (error: unknown) => callback(error, null!),
            );
          });
        }
      },
      addText(name, text) {
        zip.addBuffer(Buffer.from(text), name, { mtime });
      },
      async finish() {
        zip.end();
        try {
          await written;
          await rename(partial, file);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
        return (await stat(file)).size;
      },
    };
  }

  /** Memories a page at a time, with their photos, my favourites, comments and reactions. */
  async function addMemories(
    { userId, coupleId, zip, advance }: Build,
    albumOf: ReturnType<typeof albumPage>,
  ) {
    const memories: ArchiveMemory[] = [];
    const album: { date: string; html: string }[] = [];
    for (let after = ''; ;) {
      const page = await portability.memoriesPage(userId, coupleId, after, PAGE);
      if (!page.length) break;
      after = page.at(-1)!.id;
      const ids = page.map((m) => m.id);
      const [photoRows, favorites, social] = await Promise.all([
        portability.memoryPhotos(ids),
        portability.myFavorites(userId, ids),
        portability.memorySocial(ids),
      ]);
      const commentsOf = byMemory(social.comments);
      const reactionsOf = byMemory(social.reactions);
      const photosOf = byMemory(photoRows);
      for (const row of page) {
        const rows = photosOf.get(row.id) ?? [];
        for (const photo of rows) {
          zip.addPhoto(archivePhoto(photo, row.date), photo.originalFile, photo.clipFile);
        }
        const photos = rows
          .filter((photo) => photo.originalFile)
          .map((photo) => archivePhoto(photo, row.date));
        const comments = commentsOf.get(row.id) ?? [];
        const reactions = reactionsOf.get(row.id) ?? [];
        memories.push(
          toArchiveMemory(row, { photos, favorite: favorites.has(row.id), comments, reactions }),
        );
        album.push({
          date: row.date,
          html: albumOf.entry({
            title: row.title,
            date: row.date,
            description: row.description,
            location: locationOf(row.location, row.locationLat, row.locationLng),
            isPrivate: row.isPrivate,
            photos: photos.map((photo) => photo.path),
            comments,
            reactions,
          }),
        });
      }
      await advance(page.length);
    }
    return { memories, album };
  }

  /** Posts a page at a time, each with its Markdown file, its cover and images, then their comments and likes. */
  async function addPosts({ userId, coupleId, zip, advance }: Build) {
    const posts: ArchivePost[] = [];
    const comments: ExportArchive['comments'] = [];
    const reactions: ExportArchive['reactions'] = [];
    for (let after = ''; ;) {
      const page = await portability.postsPage(userId, coupleId, after, PAGE);
      if (!page.length) break;
      after = page.at(-1)!.id;
      const ids = page.map((p) => p.id);
      const coverIds = page.flatMap((p) => (p.coverUploadId ? [p.coverUploadId] : []));
      const [images, covers, commentRows, likeRows] = await Promise.all([
        portability.postImages(ids),
        portability.uploadsByIds(coverIds),
        portability.comments(ids),
        portability.likes(ids),
      ]);
      const coverById = new Map(covers.map((c) => [c.id, c]));
      for (const row of page) {
        const cover = row.coverUploadId ? coverById.get(row.coverUploadId) : undefined;
        const inline = images.filter((image) => image.postId === row.id && image.originalFile);
        const post = toArchivePost(row, cover, inline);
        if (cover && post.cover) zip.addPhoto(post.cover, cover.originalFile);
        inline.forEach((image, i) => zip.addPhoto(post.images[i]!, image.originalFile));
        zip.addText(post.file, postMarkdown(post));
        posts.push(post);
      }
      for (const c of commentRows) {
        comments.push({
          id: c.id,
          postId: c.postId,
          authorId: c.authorId,
          content: c.content,
          createdAt: c.createdAt.toISOString(),
        });
      }
      for (const like of likeRows) {
        reactions.push({
          postId: like.postId,
          userId: like.userId,
          kind: 'like',
          createdAt: like.createdAt.toISOString(),
        });
      }
      await advance(page.length);
    }
    return { posts, comments, reactions };
  }

  /** Reminders, as data and as a calendar file. */
  async function addReminders({ userId, coupleId, zip }: Build, timeZone: string) {
    const rows = await portability.reminders(userId, coupleId);
    const ics = remindersCalendar(
      rows.map((r) => ({
        ...r,
        authorName: null,
        authorAvatarUploadId: null,
        authorAvatarWidth: null,
      })),
      { name: 'Đôi Ta', timeZone, now: clock.now() },
    );
    zip.addText('reminders.ics', ics);
    return rows.map(toArchiveReminder);
  }
}
