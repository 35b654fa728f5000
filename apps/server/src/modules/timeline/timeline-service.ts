import {
  ERROR_CODES,
  ERROR_MESSAGES,
  UNKNOWN_AUTHOR_NAME,
  decodeTimelineCursor,
  encodeTimelineCursor,
  formatIsoDate,
  instantBound,
  instantKey,
  isPastCursor,
  milestonesBetween,
  parseIsoDate,
  relationshipStartIso,
  startOfLocalDay,
  timelinePage,
  toLocalDate,
  truncateText,
  placeFilterKey,
} from '@doita/shared';
import type {
  BlogCategory,
  MemoryMood,
  MemoryTag,
  TimelineFilter,
  TimelineItem,
  TimelineKey,
  TimelinePage,
  TimelineQuery,
} from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { coverImageOf } from '../blog/index.js';
import { toReminderCard } from '../reminders/index.js';
import type { FileViewer, UploadsService } from '../uploads/index.js';
import type { SigningIn } from '../auth/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import { FROM_THE_TOP } from './timeline-repository.js';
import type { TimelineRepository } from './timeline-repository.js';

type Rows<K extends keyof TimelineRepository> = Awaited<ReturnType<TimelineRepository[K]>>;

export interface TimelineServiceDeps {
  timeline: TimelineRepository;
  uploadsService: Pick<UploadsService, 'toImage' | 'avatarUrl'>;
  clock: Clock;
}

export type TimelineService = ReturnType<typeof createTimelineService>;

/** the memory's description on a timeline card (the default excerpt's length) */
const MEMORY_EXCERPT_MAX = 150;

const invalidCursor = () => badRequest(ERROR_CODES.invalidCursor, ERROR_MESSAGES.invalidCursor);

const wants = (filter: TimelineFilter, kind: Exclude<TimelineFilter, 'all'>) =>
  filter === 'all' || filter === kind;

/** A place keeps only memories: nothing else has one. */
const filterOf = (query: TimelineQuery): TimelineFilter =>
  query.place ? 'memories' : query.filter;

function cursorOf(query: TimelineQuery): TimelineKey | null {
  const cursor = query.cursor === undefined ? null : decodeTimelineCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw invalidCursor();
  return cursor;
}

/**
 * GET /timeline: memories, reminders that have come due, published posts and
 * milestones in one stream, newest first by (date, at, id), keyset-paged. Each arm reads
 * `limit + 1` items past the cursor through an index; they are merged and cut here
 * (`timelinePage`). Items inserted while someone pages land before or after the cursor and
 * never move the ones already there: nothing is shown twice, nothing that existed is skipped.
 */
export function createTimelineService(deps: TimelineServiceDeps) {
  const { timeline, uploadsService, clock } = deps;

  const author = (
    viewer: FileViewer,
    id: string | null,
    name: string | null,
    avatarUploadId: string | null,
    avatarWidth: number | null,
  ) => ({
    id: name === null ? null : id,
    displayName: name ?? UNKNOWN_AUTHOR_NAME,
    avatarUrl: uploadsService.avatarUrl({ avatarUploadId, avatarWidth }, viewer),
  });

  /**
   * The milestones from the relationship start to today, past the cursor, newest first, at
   * most `n`. Picked by date first (a milestone's `at` is the start of its own day, so
   * (date, id) orders them) and only those kept get their instant worked out.
   */
  function toMemoryItem(m: Rows<'memories'>[number], viewer: FileViewer): TimelineItem {
    return {
      kind: 'memory',
      id: m.id,
      date: m.date,
      at: m.createdAt.toISOString(),
      title: m.title,
      excerpt: truncateText(m.description, MEMORY_EXCERPT_MAX),
      mood: m.mood as MemoryMood | null,
      tags: m.tags as MemoryTag[],
      location: m.location,
      isPrivate: m.isPrivate,
      cover: m.cover ? uploadsService.toImage(m.cover, viewer) : null,
      imageCount: m.imageCount,
      videoCount: m.videoCount,
      author: author(viewer, m.authorId, m.authorName, m.authorAvatarUploadId, m.authorAvatarWidth),
    };
  }

  /** A published post (the repository reads only those); `publishedAt` is its place. */
  function toPostItem(
    p: Rows<'posts'>[number],
    publishedAt: Date,
    zone: string,
    viewer: FileViewer,
  ): TimelineItem {
    const image = coverImageOf(p);
    const cover = image && uploadsService.toImage(image, viewer);
    return {
      kind: 'blog',
      id: p.id,
      ...instantKey(publishedAt, zone),
      title: p.title,
      excerpt: p.excerpt ?? p.autoExcerpt,
      cover,
      category: p.category as BlogCategory,
      readingMinutes: p.readingMinutes,
      author: author(viewer, p.authorId, p.authorName, p.authorAvatarUploadId, p.authorAvatarWidth),
    };
  }

  function milestones(user: UserWithCouple, now: Date, cursor: TimelineKey | null, n: number) {
    if (!user.coupleId) return [];
    const start = parseIsoDate(
      relationshipStartIso(user.coupleAnniversaryDate, user.coupleConnectedAt, user.timeZone),
    );
    if (!start) return [];
    const all = milestonesBetween(start, start, toLocalDate(now, user.timeZone)).map((m) => {
      const count = m.kind === 'days' ? m.days : m.years;
      return { m, count, id: `milestone-${m.kind}-${count}`, date: formatIsoDate(m.date) };
    });
    const newest = all
      .filter((x) => !cursor || x.date <= cursor.date)
      .sort((x, y) => (x.date === y.date ? (x.id < y.id ? 1 : -1) : x.date < y.date ? 1 : -1));
    const items: TimelineItem[] = [];
    for (const x of newest) {
      if (items.length >= n) break;
      const item = {
        kind: 'milestone' as const,
        id: x.id,
        date: x.date,
        at: startOfLocalDay(x.m.date, user.timeZone).toISOString(),
        milestone: x.m.kind,
        count: x.count,
      };
      if (!cursor || isPastCursor(item, cursor)) items.push(item);
    }
    return items;
  }

  type Arms = Awaited<ReturnType<TimelineRepository['all']>>;

  /** The arms' rows of a page, read as `user` (a filter or a place: those it keeps). */
  function readArms(
    user: UserWithCouple,
    query: TimelineQuery,
    cursor: TimelineKey | null,
    now: Date,
  ): Promise<Arms> {
    const n = query.limit + 1;
    const viewer = { userId: user.id, coupleId: user.coupleId };
    const memoryAfter = cursor ?? FROM_THE_TOP;
    const bound = cursor
      ? (({ at, id }) => ({ at: at.toISOString(), id }))(instantBound(cursor, user.timeZone))
      : { at: FROM_THE_TOP.at, id: FROM_THE_TOP.id };
    const placeKey = query.place ? placeFilterKey(query.place) : undefined;
    const filter = filterOf(query);
    // the whole stream: its three arms in one statement
    if (filter === 'all') return timeline.all(viewer, memoryAfter, now, bound, n);
    return Promise.all([
      wants(filter, 'memories') ? timeline.memories(viewer, memoryAfter, n, placeKey) : [],
      wants(filter, 'reminders') ? timeline.reminders(viewer, now, bound, n) : [],
      wants(filter, 'blog') ? timeline.posts(viewer, now, bound, n) : [],
    ]).then(([memories, reminders, posts]) => ({ memories, reminders, posts }));
  }

  return {
    /**
     * A page of the timeline for the holder of an access token: the first page of the whole
     * stream reads them in its own statement (one round trip); any other page needs their
     * time zone for its bound and reads them first, as `authenticate` would. A token that no
     * longer holds is refused before anything of the page is used.
     */
    async pageSigningIn(caller: SigningIn, query: TimelineQuery): Promise<TimelinePage> {
      const cursor = cursorOf(query);
      const now = clock.now();
      if (cursor === null && filterOf(query) === 'all') {
        const { user, ...arms } = await timeline.firstPageSignedIn(
          { userId: caller.userId, sessionId: caller.sessionId },
          now,
          query.limit + 1,
        );
        return pageOf(caller.accept(user), query, cursor, now, arms);
      }
      const user = await caller.read();
      return pageOf(user, query, cursor, now, await readArms(user, query, cursor, now));
    },
  };

  /** The page's items from its arms' rows, milestones added, merged and cut. */
  function pageOf(
    user: Caller,
    query: TimelineQuery,
    cursor: TimelineKey | null,
    now: Date,
    { memories: memoryRows, reminders: reminderRows, posts: postRows }: Arms,
  ): TimelinePage {
    const zone = user.timeZone;
    const n = query.limit + 1;
    const filter = filterOf(query);

    const memoryItems = memoryRows.map((m) => toMemoryItem(m, user));
    const reminderItems: TimelineItem[] = reminderRows.map((r) => ({
      kind: 'reminder',
      ...toReminderCard(r, now, zone),
      ...instantKey(r.datetime, zone),
      isCompleted: r.isCompleted,
    }));
    const postItems = postRows.flatMap((p) =>
      p.publishedAt ? [toPostItem(p, p.publishedAt, zone, user)] : [],
    );
    const milestoneItems = wants(filter, 'anniversaries') ? milestones(user, now, cursor, n) : [];

    const { items, next } = timelinePage(
      [memoryItems, reminderItems, postItems, milestoneItems],
      query.limit,
    );
    return { items, nextCursor: next ? encodeTimelineCursor(next) : null };
  }
}
