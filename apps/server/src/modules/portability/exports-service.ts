import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportArchiveSchema,
  photoPath,
  postSlug,
} from '@doita/shared';
import type {
  ArchiveMemory,
  ArchivePhoto,
  ArchivePost,
  ExportArchive,
  ExportJob,
} from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import type { ExportJobRow } from './portability-schema.js';
import { remindersCalendar } from '../calendar/index.js';
import { albumPage } from './album-html.js';
import type { ArchiveUploadRow, PortabilityRepository } from './portability-repository.js';

export interface ExportsServiceDeps {
  portability: PortabilityRepository;
  storage: FileStorage;
  clock: Clock;
  background: BackgroundTasks;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** DATA_DIR/exports: the finished ZIPs */
  exportsDir: string;
}

export type ExportsService = ReturnType<typeof createExportsService>;

const PAGE = 500;
export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const exportNotFound = () => notFound('Export not found');
export const DOWNLOAD_PREFIX = '/api/exports';
/** DATA_DIR/exports/<id>.zip: where the worker writes an export's ZIP */
export const zipFileOf = (exportsDir: string, id: string) => path.join(exportsDir, `${id}.zip`);

const extensionOf = (file: string | null) => (file?.split('.').pop() ?? 'jpg').toLowerCase();
/** an original's type by its extension (uploads keep JPEG, PNG, or GIF for an animation) */
const ORIGINAL_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif' };

/** A photo of the archive from its upload row; `date` files it under photos/YYYY/MM. */
function archivePhoto(row: ArchiveUploadRow, date: string): ArchivePhoto {
  return {
    id: row.id,
    path: photoPath(date, row.id, extensionOf(row.originalFile)),
    originalName: row.originalName,
    type: ORIGINAL_TYPES[extensionOf(row.originalFile)] ?? 'image/jpeg',
    width: row.width,
    height: row.height,
  };
}

/** A post's Markdown file: a small header, then its text with its images by relative path. */
function postMarkdown(post: ArchivePost): string {
  const pathOf = new Map(post.images.map((photo) => [photo.id, photo.path]));
  const body = post.content.replace(/upload:([A-Za-z0-9_-]{1,64})/g, (match, id: string) => {
    const target = pathOf.get(id);
    return target ? `../${target}` : match;
  });
  const header = [
    '---',
    `title: ${JSON.stringify(post.title)}`,
    `status: ${post.status}`,
    `privacy: ${post.privacy}`,
    `category: ${post.category}`,
    `tags: ${JSON.stringify(post.tags)}`,
    ...(post.publishedAt ? [`publishedAt: ${post.publishedAt}`] : []),
    ...(post.cover ? [`cover: ../${post.cover.path}`] : []),
    '---',
    '',
  ];
  return `${header.join('\n')}# ${post.title}\n\n${body}\n`;
}

/**
 * Exports (issue 18, item 1): a job row, then a background worker that streams the ZIP
 * to DATA_DIR/exports/<id>.zip (photos read from storage one at a time, never the whole
 * archive in memory). Its download goes through single-use links (export-links-service.ts).
 */
/** Rows grouped by the memory they hang on, in their order (Map.groupBy is Node 21+). */
function byMemory<Row extends { memoryId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(row.memoryId);
    if (list) list.push(row);
    else groups.set(row.memoryId, [row]);
  }
  return groups;
}

export function createExportsService(deps: ExportsServiceDeps) {
  const { portability, storage, clock, background, log, exportsDir } = deps;
  const fileOf = (id: string) => zipFileOf(exportsDir, id);
  const downloadPath = (id: string) => `${DOWNLOAD_PREFIX}/${id}/download`;

  function toExportJob(row: ExportJobRow): ExportJob {
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      downloadUrl: row.status === 'ready' ? downloadPath(row.id) : null,
      error: row.error ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function setProgress(id: string, progress: number) {
    await portability.updateJob('export', id, { progress }, clock.now());
  }

  async function build(jobId: string, userId: string): Promise<number> {
    const found = await portability.userWithCouple(userId);
    if (!found) throw new Error('the user is gone');
    const { user, coupleId } = found;
    const pair = coupleId ? await portability.coupleWithPartner(coupleId, userId) : undefined;
    const totals = await portability.countVisible(userId, coupleId);
    // photos weigh as much as everything else together: they are what takes the time
    const totalWork = Math.max(1, totals.memories + totals.posts + totals.photos * 4);
    let done = 0;
    let reported = 0;
    const advance = async (units: number) => {
      done += units;
      const progress = Math.min(99, Math.floor((done / totalWork) * 100));
      if (progress >= reported + 5) {
        reported = progress;
        await setProgress(jobId, progress);
      }
    };

    await mkdir(exportsDir, { recursive: true });
    const partial = `${fileOf(jobId)}.partial`;
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream as Readable, createWriteStream(partial));
    written.catch(() => undefined); // awaited below; a failure here must not go unhandled
    const mtime = clock.now();
    const addedPaths = new Set<string>();

    /** one photo's original, read from storage only when the ZIP gets to it */
    const addPhoto = (photo: ArchivePhoto, originalFile: string | null) => {
      if (!originalFile || addedPaths.has(photo.path)) return;
      addedPaths.add(photo.path);
      // already compressed: stored as they are
      zip.addReadStreamLazy(photo.path, { mtime, compress: false }, (callback) => {
        storage.get(`${photo.id}/${originalFile}`).then(
          (file) => {
            if (!file) {
              callback(new Error(`photo file missing: ${photo.id}/${originalFile}`), null!);
              return;
            }
            file.body.once('end', () => void advance(4).catch(() => undefined));
            callback(null, file.body);
          },
          (error: unknown) => callback(error, null!),
        );
      });
    };

    // ---- memories, a page at a time
    const memories: ArchiveMemory[] = [];
    const album: { date: string; html: string }[] = [];
    const albumNames = new Map([[user.id, user.displayName]]);
    if (pair?.partner) albumNames.set(pair.partner.id, pair.partner.displayName);
    const albumOf = albumPage({
      language: user.language === 'en' ? 'en' : 'vi',
      timeZone: user.timeZone,
      names: albumNames,
    });
    for (let after = ''; ;) {
      const page = await portability.memoriesPage(userId, coupleId, after, PAGE);
      if (!page.length) break;
      after = page.at(-1)!.id;
      const ids = page.map((m) => m.id);
      const [photos, favorites, social] = await Promise.all([
        portability.memoryPhotos(ids),
        portability.myFavorites(userId, ids),
        portability.memorySocial(ids),
      ]);
      const commentsOf = byMemory(social.comments);
      const reactionsOf = byMemory(social.reactions);
      const photosOf = byMemory(photos);
      for (const row of page) {
        const rows = photosOf.get(row.id) ?? [];
        const archived = rows.map((photo) => ({
          row: photo,
          photo: archivePhoto(photo, row.date),
        }));
        for (const { row: photo, photo: archivedPhoto } of archived)
          addPhoto(archivedPhoto, photo.originalFile);
        memories.push({
          id: row.id,
          authorId: row.authorId,
          shared: row.coupleId !== null,
          title: row.title,
          description: row.description,
          content: row.content,
          date: row.date,
          location: row.location,
          mood: row.mood,
          tags: row.tags,
          isPrivate: row.isPrivate,
          favorite: favorites.has(row.id),
          photos: archived.filter((a) => a.row.originalFile).map((a) => a.photo),
          comments: (commentsOf.get(row.id) ?? []).map((c) => ({
            id: c.id,
            authorId: c.authorId,
            content: c.content,
            createdAt: c.createdAt.toISOString(),
            editedAt: c.editedAt?.toISOString() ?? null,
          })),
          reactions: (reactionsOf.get(row.id) ?? []).map((r) => ({
            userId: r.userId,
            emoji: r.emoji,
            createdAt: r.createdAt.toISOString(),
          })),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        });
        album.push({
          date: row.date,
          html: albumOf.entry({
            title: row.title,
            date: row.date,
            description: row.description,
            location: row.location,
            isPrivate: row.isPrivate,
            photos: archived.filter((a) => a.row.originalFile).map((a) => a.photo.path),
            comments: commentsOf.get(row.id) ?? [],
            reactions: reactionsOf.get(row.id) ?? [],
          }),
        });
      }
      await advance(page.length);
    }

    // ---- posts, their images, comments and likes
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
        const date = (row.publishedAt ?? row.createdAt).toISOString();
        const cover = row.coverUploadId ? coverById.get(row.coverUploadId) : undefined;
        const inline = images.filter((image) => image.postId === row.id && image.originalFile);
        const post: ArchivePost = {
          id: row.id,
          authorId: row.authorId,
          file: `posts/${postSlug(row.title, row.id)}.md`,
          title: row.title,
          content: row.content,
          excerpt: row.excerpt,
          tags: row.tags,
          category: row.category as ArchivePost['category'],
          privacy: row.privacy as ArchivePost['privacy'],
          status: row.status as ArchivePost['status'],
          publishedAt: row.publishedAt?.toISOString() ?? null,
          cover: cover?.originalFile ? archivePhoto(cover, date) : null,
          images: inline.map((image) => archivePhoto(image, date)),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
        if (cover && post.cover) addPhoto(post.cover, cover.originalFile);
        inline.forEach((image, i) => addPhoto(post.images[i]!, image.originalFile));
        zip.addBuffer(Buffer.from(postMarkdown(post)), post.file, { mtime });
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

    // ---- reminders, as data and as a calendar file
    const reminderRows = await portability.reminders(userId, coupleId);
    const reminders: ExportArchive['reminders'] = reminderRows.map((r) => ({
      id: r.id,
      authorId: r.authorId,
      title: r.title,
      description: r.description,
      type: r.type as ExportArchive['reminders'][number]['type'],
      datetime: r.datetime.toISOString(),
      scheduledAt: r.scheduledAt.toISOString(),
      seriesStart: r.seriesStart.toISOString(),
      timeZone: r.timeZone,
      isRecurring: r.isRecurring,
      recurringType: r.recurringType as ExportArchive['reminders'][number]['recurringType'],
      calendar: r.calendar as 'solar' | 'lunar',
      lunarDay: r.lunarDay,
      lunarMonth: r.lunarMonth,
      lunarLeap: r.lunarLeap,
      isCompleted: r.isCompleted,
      completedAt: r.completedAt?.toISOString() ?? null,
      isPrivate: r.isPrivate,
      leadDays: r.leadDays,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
    const ics = remindersCalendar(
      reminderRows.map((r) => ({
        ...r,
        authorName: null,
        authorAvatarUploadId: null,
        authorAvatarWidth: null,
      })),
      { name: 'Đôi Ta', timeZone: user.timeZone, now: clock.now() },
    );
    zip.addBuffer(Buffer.from(ics), 'reminders.ics', { mtime });

    const archive: ExportArchive = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: clock.now().toISOString(),
      user: {
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        firstName: user.firstName,
        lastName: user.lastName,
        username: user.username,
        bio: user.bio,
        dateOfBirth: user.dateOfBirth,
        language: user.language,
        theme: user.theme,
        timeZone: user.timeZone,
      },
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
      preferences: {
        notifications: { ...user.notificationPreferences },
        language: user.language,
        theme: user.theme,
        timeZone: user.timeZone,
        profileVisibility: user.profileVisibility,
      },
    };
    // What we write is what an import accepts: checked before it leaves.
    exportArchiveSchema.parse(archive);
    zip.addBuffer(Buffer.from(JSON.stringify(archive, null, 2)), 'data.json', { mtime });

    const names = [user.displayName, pair?.partner?.displayName].filter(Boolean).join(' & ');
    album.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const html =
      albumOf.header(names) + album.map((a) => a.html).join('') + albumOf.footer(album.length);
    zip.addBuffer(Buffer.from(html), 'index.html', { mtime });

    zip.end();
    try {
      await written;
      await rename(partial, fileOf(jobId));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(fileOf(jobId))).size;
  }

  async function run(jobId: string, userId: string): Promise<void> {
    try {
      await portability.updateJob('export', jobId, { status: 'running' }, clock.now());
      const size = await build(jobId, userId);
      await portability.updateJob(
        'export',
        jobId,
        { status: 'ready', progress: 100, size },
        clock.now(),
      );
    } catch (error) {
      log.error({ err: error, exportId: jobId }, 'export failed');
      await rm(fileOf(jobId), { force: true });
      await portability.updateJob(
        'export',
        jobId,
        {
          status: 'failed',
          error: { code: 'INTERNAL', message: 'The export could not be built' },
        },
        clock.now(),
      );
    }
  }

  return {
    async start(userId: string) {
      const id = randomUUID();
      await portability.insertExportJob({ id, userId, createdAt: clock.now() });
      // One export kept per person: the older ZIPs go when a new one is asked for.
      const older = await portability.olderExports(userId, id);
      await Promise.all(older.map((old) => rm(fileOf(old), { force: true })));
      await portability.deleteExportJobs(older);
      background.run('export', () => run(id, userId));
      return { export: { id, status: 'pending' as const } };
    },

    async get(userId: string, id: string) {
      const row = await portability.findExportJob(id, userId);
      if (!row) throw exportNotFound();
      return { export: toExportJob(row) };
    },

    /**
     * At start: ZIPs whose job is gone (its person deleted their account, a newer export
     * replaced it) or never finished are removed from DATA_DIR/exports.
     */
    async sweepFiles() {
      const names = await readdir(exportsDir).catch(() => [] as string[]);
      for (const name of names) {
        const id = name.replace(/\.zip(\.partial)?$/, '');
        const row = JOB_ID.test(id) ? await portability.findExportJobById(id) : undefined;
        if (!row || row.status !== 'ready' || name.endsWith('.partial')) {
          await rm(path.join(exportsDir, name), { force: true });
        }
      }
    },

    /** At start: what a stopped server left unfinished is marked failed (ask again). */
    async failInterrupted() {
      const now = clock.now();
      return portability.failUnfinished(
        'export',
        new Date(now.getTime() + 1000),
        { code: 'INTERRUPTED', message: 'The server stopped while building it: start again' },
        now,
      );
    },
  };
}
