import { randomUUID } from 'node:crypto';
import {
  autoExcerpt,
  isReaction,
  placeNameOf,
  placeOf,
  readingMinutes,
  reminderNoticeAt,
} from '@doita/shared';
import type {
  ArchiveComment,
  ArchiveMemory,
  ArchivePhoto,
  ArchivePost,
  ArchiveReaction,
  ArchiveReminder,
} from '@doita/shared';
import type { NewBlogPostRow, NewMemoryRow, NewReminderRow } from '../../db/schema.js';
import { RENDER_VERSION, renderMarkdown } from '../blog/index.js';
import type { BlogRepository } from '../blog/index.js';
import type { MemoriesRepository } from '../memories/index.js';
import type { RemindersRepository } from '../reminders/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import type { PortabilityRepository } from './portability-repository.js';

/** A memory's comment or reaction from the archive, on a memory already here. */
export type LooseMemoryComment = NonNullable<ArchiveMemory['comments']>[number] & {
  memoryId: string;
};
export type LooseMemoryReaction = NonNullable<ArchiveMemory['reactions']>[number] & {
  memoryId: string;
};

/** What one person's part of an archive writes: every item theirs (or, comments, ours). */
export interface WritePlan {
  memories: ArchiveMemory[];
  reminders: ArchiveReminder[];
  posts: ArchivePost[];
  /** comments and likes on `posts`, or on posts already here (`postTargets`) */
  comments: ArchiveComment[];
  reactions: ArchiveReaction[];
  /** comments and reactions on memories already here (`memoryTargets`) */
  memoryComments: LooseMemoryComment[];
  memoryReactions: LooseMemoryReaction[];
}

/** How many of each kind a plan writes (a memory's own comments and reactions included). */
export function planCounts(plan: WritePlan) {
  return {
    memories: plan.memories.length,
    reminders: plan.reminders.length,
    posts: plan.posts.length,
    comments:
      plan.comments.length +
      plan.memoryComments.length +
      plan.memories.reduce((n, m) => n + (m.comments?.length ?? 0), 0),
    reactions:
      plan.reactions.length +
      plan.memoryReactions.length +
      plan.memories.reduce((n, m) => n + (m.reactions?.length ?? 0), 0),
  };
}

export const emptyPlan = (): WritePlan => ({
  memories: [],
  reminders: [],
  posts: [],
  comments: [],
  reactions: [],
  memoryComments: [],
  memoryReactions: [],
});

export interface WriteContext {
  /** a person of the archive here, or null when nobody here is them */
  personOf: (sourceId: string | null) => string | null;
  /** who owns and authors the plan's memories, reminders and posts; whose records these are */
  ownerId: string;
  /** who marked the archive's favourites (the person who exported it), here */
  favoriteBy: string | null;
  coupleId: string | null;
  /** the upload made for a photo of the plan (already owned by `ownerId`) */
  uploadFor: (photo: ArchivePhoto) => string;
  /** whether the plan's uploads are still to be claimed (they are when held) */
  claimPhotos: boolean;
  /** archive id to id here, for the parents of comments outside the plan */
  postTargets: ReadonlyMap<string, string>;
  memoryTargets: ReadonlyMap<string, string>;
  now: Date;
}

export interface WriteRepositories {
  portability: Pick<PortabilityRepository, 'recordImported'>;
  uploads: UploadsRepository;
  memories: Pick<
    MemoriesRepository,
    'importMemories' | 'importImages' | 'importFavorites' | 'importComments' | 'importReactions'
  >;
  reminders: Pick<RemindersRepository, 'importReminders'>;
  blog: Pick<BlogRepository, 'importPost' | 'importComments' | 'importLikes' | 'recountPosts'>;
}

export const photosOf = (plan: Pick<WritePlan, 'memories' | 'posts'>): ArchivePhoto[] => [
  ...plan.memories.flatMap((m) => m.photos),
  ...plan.posts.flatMap((p) => [...(p.cover ? [p.cover] : []), ...p.images]),
];

/** One write's shared state: the context, and the archive ids it gave new ids here. */
interface Step {
  tx: WriteRepositories;
  uploadsService: Pick<UploadsService, 'claim'>;
  ctx: WriteContext;
  /** an item of the archive written here, so a second import skips it */
  record: (kind: string, sourceId: string, targetId: string) => void;
  /** the rows whose author is someone here */
  known: <T>(rows: T[], author: (row: T) => string | null) => T[];
}

/**
 * Writes a plan inside the caller's transaction and returns how many rows of each kind it
 * added: memories, then reminders, then posts with their comments and likes, each through
 * its owner's repository; last, what came from where.
 */
export async function writePlan(
  tx: WriteRepositories,
  uploadsService: Pick<UploadsService, 'claim'>,
  plan: WritePlan,
  ctx: WriteContext,
) {
  const imported: { userId: string; kind: string; sourceId: string; targetId: string }[] = [];
  const step: Step = {
    tx,
    uploadsService,
    ctx,
    record: (kind, sourceId, targetId) =>
      imported.push({ userId: ctx.ownerId, kind, sourceId, targetId }),
    known: (rows, author) => rows.filter((row) => ctx.personOf(author(row)) !== null),
  };
  const memories = await writeMemories(step, plan);
  const reminders = await writeReminders(step, plan.reminders);
  const posts = await writePosts(step, plan);
  await tx.portability.recordImported(imported);
  return {
    memories: memories.memories,
    reminders,
    posts: posts.posts,
    comments: memories.comments + posts.comments,
    reactions: memories.reactions + posts.likes,
  };
}

/** Memories, their photos and favourites, then their comments and reactions. */
async function writeMemories(step: Step, plan: WritePlan) {
  const { tx, uploadsService, ctx, record } = step;
  const { personOf, ownerId, now } = ctx;
  const memoryRows: NewMemoryRow[] = [];
  const imageRows: { memoryId: string; uploadId: string; position: number }[] = [];
  const favorites: { userId: string; memoryId: string; createdAt: Date }[] = [];
  const memoryIdOf = new Map(ctx.memoryTargets);
  for (const m of plan.memories) {
    const id = randomUUID();
    memoryIdOf.set(m.id, id);
    memoryRows.push({
      id,
      ownerId,
      // the split puts in a plan only what its owner wrote or what nobody here wrote
      // (an author whose account is gone): a name the archive does not give is never signed
      authorId: m.authorId === null ? null : personOf(m.authorId),
      coupleId: m.shared ? ctx.coupleId : null,
      title: m.title,
      description: m.description,
      content: m.content,
      date: m.date,
      // an older archive's location is a name alone
      location: placeNameOf(m.location),
      locationLat: placeOf(m.location)?.lat ?? null,
      locationLng: placeOf(m.location)?.lng ?? null,
      mood: m.mood,
      tags: m.tags,
      isPrivate: m.isPrivate,
      createdAt: new Date(m.createdAt),
      updatedAt: new Date(m.updatedAt),
    });
    m.photos.forEach((photo, position) =>
      imageRows.push({ memoryId: id, uploadId: ctx.uploadFor(photo), position }),
    );
    if (m.favorite && ctx.favoriteBy) {
      favorites.push({ userId: ctx.favoriteBy, memoryId: id, createdAt: now });
    }
    record('memory', m.id, id);
  }
  const { commentRows, reactionRows } = memorySocialRows(step, plan, memoryIdOf);
  await tx.memories.importMemories(memoryRows);
  if (ctx.claimPhotos && imageRows.length) {
    await uploadsService.claim(
      tx.uploads,
      ownerId,
      imageRows.map((i) => i.uploadId),
      'file',
    );
  }
  await tx.memories.importImages(imageRows);
  await tx.memories.importFavorites(favorites);
  await tx.memories.importComments(commentRows);
  await tx.memories.importReactions(reactionRows);
  return {
    memories: memoryRows.length,
    comments: commentRows.length,
    reactions: reactionRows.length,
  };
}

/**
 * The comments and reactions on the plan's memories and on memories already here, by
 * people here, as rows on the memories' ids here (a reaction only with a known emoji).
 */
function memorySocialRows(
  { ctx, known }: Step,
  plan: WritePlan,
  memoryIdOf: ReadonlyMap<string, string>,
) {
  const { personOf } = ctx;
  const memoryComments = [
    ...plan.memories.flatMap((m) => (m.comments ?? []).map((c) => ({ ...c, memoryId: m.id }))),
    ...plan.memoryComments,
  ];
  const memoryReactions = [
    ...plan.memories.flatMap((m) => (m.reactions ?? []).map((r) => ({ ...r, memoryId: m.id }))),
    ...plan.memoryReactions,
  ];
  const commentRows = known(memoryComments, (c) => c.authorId).flatMap((c) => {
    const memoryId = memoryIdOf.get(c.memoryId);
    if (!memoryId) return [];
    return [
      {
        id: randomUUID(),
        memoryId,
        authorId: personOf(c.authorId)!,
        content: c.content,
        createdAt: new Date(c.createdAt),
        editedAt: c.editedAt ? new Date(c.editedAt) : null,
      },
    ];
  });
  const reactionRows = known(memoryReactions, (r) => r.userId).flatMap((r) => {
    const memoryId = memoryIdOf.get(r.memoryId);
    if (!memoryId || !isReaction(r.emoji)) return [];
    return [
      { memoryId, userId: personOf(r.userId)!, emoji: r.emoji, createdAt: new Date(r.createdAt) },
    ];
  });
  return { commentRows, reactionRows };
}

/** Reminders, each announced as when it was created if its notice is still ahead. */
async function writeReminders({ tx, ctx, record }: Step, reminders: ArchiveReminder[]) {
  const rows: NewReminderRow[] = reminders.map((r) => {
    const id = randomUUID();
    record('reminder', r.id, id);
    const datetime = new Date(r.datetime);
    const leadDays = r.leadDays ?? 0;
    // the scheduler claims by notify_at: what is still ahead is announced as created
    const notifyAt = reminderNoticeAt(datetime, leadDays, r.timeZone);
    const ahead = !r.isCompleted && notifyAt > ctx.now;
    return {
      id,
      coupleId: ctx.coupleId,
      authorId: ctx.ownerId,
      title: r.title,
      description: r.description,
      type: r.type,
      datetime,
      scheduledAt: new Date(r.scheduledAt),
      seriesStart: new Date(r.seriesStart),
      timeZone: r.timeZone,
      isRecurring: r.isRecurring,
      recurringType: r.recurringType,
      calendar: r.calendar,
      lunarDay: r.lunarDay,
      lunarMonth: r.lunarMonth,
      lunarLeap: r.lunarLeap,
      isCompleted: r.isCompleted,
      completedAt: r.completedAt ? new Date(r.completedAt) : null,
      isPrivate: r.isPrivate ?? false,
      leadDays,
      // what was due before the import is not announced again
      notified: !ahead,
      notifyAt: ahead ? notifyAt : null,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    };
  });
  await tx.reminders.importReminders(rows);
  return rows.length;
}

/**
 * Posts, then their comments and likes (and those on posts already here), then the posts'
 * counters. Every post comes in as a private draft whatever the archive says: an import
 * never publishes anything, its author does, again, from here.
 */
async function writePosts(step: Step, plan: WritePlan) {
  const { tx, ctx, record, known } = step;
  const { personOf } = ctx;
  const postIdOf = new Map(ctx.postTargets);
  const newPostIds: string[] = [];
  for (const p of plan.posts) {
    const id = await writePost(step, p);
    postIdOf.set(p.id, id);
    newPostIds.push(id);
  }
  const comments = known(plan.comments, (c) => c.authorId).flatMap((c) => {
    const postId = postIdOf.get(c.postId);
    if (!postId) return [];
    const id = randomUUID();
    record('comment', c.id, id);
    return [
      {
        id,
        postId,
        authorId: personOf(c.authorId)!,
        content: c.content,
        createdAt: new Date(c.createdAt),
      },
    ];
  });
  await tx.blog.importComments(comments);
  const likes = known(plan.reactions, (r) => r.userId).flatMap((r) => {
    const postId = postIdOf.get(r.postId);
    return postId
      ? [{ postId, userId: personOf(r.userId)!, createdAt: new Date(r.createdAt) }]
      : [];
  });
  await tx.blog.importLikes(likes);
  await tx.blog.recountPosts([
    ...new Set([...newPostIds, ...comments.map((c) => c.postId), ...likes.map((l) => l.postId)]),
  ]);
  return { posts: newPostIds.length, comments: comments.length, likes: likes.length };
}

/** One post as a private draft, its images pointing at their new uploads; its new id. */
async function writePost({ tx, uploadsService, ctx, record }: Step, p: ArchivePost) {
  const id = randomUUID();
  const byOld = new Map(p.images.map((photo) => [photo.id, ctx.uploadFor(photo)]));
  const content = p.content.replace(/upload:([A-Za-z0-9_-]{1,64})/g, (match, old: string) =>
    byOld.has(old) ? `upload:${byOld.get(old)}` : match,
  );
  const rendered = renderMarkdown(content);
  const coverId = p.cover ? ctx.uploadFor(p.cover) : null;
  const mine = new Set(byOld.values());
  const imageIds = rendered.uploadIds.filter((upload) => mine.has(upload));
  if (ctx.claimPhotos) {
    const claim = [...new Set([...imageIds, ...(coverId ? [coverId] : [])])];
    await uploadsService.claim(tx.uploads, ctx.ownerId, claim, 'file');
  }
  const row: NewBlogPostRow = {
    id,
    authorId: ctx.ownerId,
    coupleId: ctx.coupleId,
    title: p.title,
    content,
    contentHtml: rendered.html,
    renderVersion: RENDER_VERSION,
    excerpt: p.excerpt,
    autoExcerpt: autoExcerpt(rendered.plainText),
    readingMinutes: readingMinutes(rendered.plainText),
    coverUploadId: coverId,
    tags: p.tags,
    category: p.category,
    privacy: 'private',
    status: 'draft',
    publishedAt: null,
    createdAt: new Date(p.createdAt),
    updatedAt: new Date(p.updatedAt),
  };
  await tx.blog.importPost(row, imageIds);
  record('post', p.id, id);
  return id;
}
