import { eq, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts, memories, reminders, users } from '../../db/schema.js';
import { cover, coverFields, postsOursArms } from '../blog/index.js';
import {
  firstImageOf,
  foldedPlaceName,
  imageCountOf,
  memoriesSeenByArms,
  videoCountOf,
} from '../memories/index.js';
import { reminderCardColumns, remindersSeenByArms } from '../reminders/index.js';
import { avatarWidthOf } from '../uploads/index.js';
import { signedInParams, signedInUserQuery } from '../users/index.js';
import type { SignedInUser, TokenHolder } from '../users/index.js';
import { fieldsOf, named } from '../../db/subquery-fields.js';
import { pageCut } from './timeline-keys-repository.js';

export type TimelineRepository = ReturnType<typeof createTimelineRepository>;

const ph = (name: string) => sql.placeholder(name);

/** Who reads: their own things, and (with a couple) the couple's. `''` when single. */
export interface TimelineViewer {
  userId: string;
  coupleId: string | null;
}

/** Where a memory arm resumes: strictly after (date, createdAt, id), newest first. */
export interface MemoryAfter {
  date: string;
  at: string;
  id: string;
}

/**
 * "Not yet paged": a bound above every row, so one prepared statement serves the first
 * page and the next ones. `infinity` is a real date and timestamptz; '' is below every id.
 */
export const FROM_THE_TOP = { date: 'infinity', at: 'infinity', id: '' } as const;

/**
 * The timeline's arms (GET /timeline), each prepared once and each reading `limit` rows past
 * the cursor in the order of an index, so a page costs the same however long the history:
 * - memories: mine and our shared ones, by (date, created_at, id) (memories_owner_order_idx,
 *   memories_couple_order_idx), one row comparison each;
 * - reminders that have come due: mine by (author_id, datetime, id) and our shared ones by
 *   (couple_id, datetime, id), read backwards, the keyset on
 *   (date, at, id) turned into (datetime, id) < bound by `instantBound`, and "due by now"
 *   folded into that one bound (`dueBound`);
 * - published posts: mine and our couple's (blog_posts_*_published_idx, migration 0007),
 *   the same way on published_at.
 * The whole stream reads the three arms' keys first and only then, in full, the rows that
 * can still be on the page (`pageCut`, timeline-keys-repository.ts).
 */
export function createTimelineRepository(db: Db) {
  // whose page: parameters of their own, or (the signed-in page) the caller's row `me`
  const byParams: Who = { userId: ph('userId'), coupleId: ph('coupleId') };
  const limit = ph('limit');

  const memoryOrder = sql`date desc nulls last, created_at desc nulls last, id desc nulls last`;
  // the memories' cursor: `at` and `id`, or (beside the dated arms' bound) its own names
  const memoryPast = (at: string, id: string) =>
    sql`(date, created_at, id) < (${ph('date')}::date, ${ph(at)}::timestamptz, ${ph(id)})`;
  // each arm of the memories' read predicate (mine; our shared ones) on its own
  // The place filter: the stored name and the asked one folded alike (accents, case, spaces
  // and punctuation ignored); a name of nothing but punctuation matches no place.
  const asked = foldedPlaceName(ph('placeKey'));
  const atPlace = sql`${foldedPlaceName(sql.raw('location'))} = ${asked} and ${asked} <> ''`;
  const memoryArm = (who: SQL, withPlace: boolean, past: SQL, columns = sql`id`) =>
    sql`(select ${columns} from ${memories} where ${who} and ${past}${withPlace ? sql` and ${atPlace}` : sql``} order by ${memoryOrder} limit ${limit})`;
  // the arms' `limit` ids each, together
  const memoryIds = (withPlace: boolean, past: SQL) =>
    sql.join(
      memoriesSeenByArms(byParams.userId, byParams.coupleId).map((who) =>
        memoryArm(who, withPlace, past),
      ),
      sql` union `,
    );
  const memoryFields = {
    id: memories.id,
    title: memories.title,
    description: memories.description,
    date: memories.date,
    createdAt: memories.createdAt,
    mood: memories.mood,
    tags: memories.tags,
    location: memories.location,
    isPrivate: memories.isPrivate,
    authorId: memories.authorId,
    authorName: users.displayName,
    authorAvatarUploadId: users.avatarUploadId,
    authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
    cover: firstImageOf(),
    imageCount: imageCountOf(),
    videoCount: videoCountOf(),
  };
  // `fields`: the arm's own, or the same under their names (`named`, the JSON of `all`);
  // `ids`: a select of the ids to read in full
  const memoryQuery = (fields: Fields, ids: SQL) =>
    db
      .select(fields as typeof memoryFields)
      .from(memories)
      .leftJoin(users, eq(users.id, memories.authorId))
      .where(
        // `= any(array(...))`: see dashboard-repository.ts visibleIds (a generic plan would
        // otherwise scan every memory to join 42 ids)
        sql`${memories.id} = any(array(${ids}))`,
      )
      .orderBy(
        sql`${memories.date} desc nulls last`,
        sql`${memories.createdAt} desc nulls last`,
        sql`${memories.id} desc nulls last`,
      )
      .limit(limit);
  const memoryPageOf = (withPlace: boolean) =>
    memoryQuery(memoryFields, memoryIds(withPlace, memoryPast('at', 'id'))).prepare(
      withPlace ? 'timeline_memories_place' : 'timeline_memories',
    );
  const memoryPage = memoryPageOf(false);
  let memoryPlacePage: ReturnType<typeof memoryPageOf> | undefined;

  // Reminders I see, by the arms of the reminders' read predicate: mine, wherever written
  // ((author, datetime) index), and our couple's not kept private ((couple, datetime)); each
  // arm reads `limit` rows.
  // One bound, (datetime, id) < the due bound: with `datetime <= now` beside the cursor's
  // row bound the index scan started at the larger of the two (on the first page, infinity)
  // and walked back over every reminder not yet due (see `dueBound`).
  const reminderPast = sql`(datetime, id) < (${ph('at')}::timestamptz, ${ph('id')})`;
  const reminderArm = (who: SQL, columns = sql`id`) =>
    sql`(select ${columns} from ${reminders} where ${who} and ${reminderPast} order by datetime desc, id desc limit ${limit})`;
  const reminderIds = () =>
    sql.join(
      remindersSeenByArms(byParams.userId, byParams.coupleId).map((who) => reminderArm(who)),
      sql` union `,
    );
  const reminderQuery = (fields: Fields, ids: SQL) =>
    db
      .select(fields as typeof reminderCardColumns)
      .from(reminders)
      .where(sql`${reminders.id} = any(array(${ids}))`)
      .orderBy(sql`${reminders.datetime} desc`, sql`${reminders.id} desc`)
      .limit(limit);
  const reminderPage = reminderQuery(reminderCardColumns, reminderIds()).prepare(
    'timeline_reminders',
  );

  const postOrder = sql`published_at desc nulls last, id desc nulls last`;
  const postPast = sql`(published_at, id) < (${ph('at')}::timestamptz, ${ph('id')})`;
  const postArm = (who: SQL, columns = sql`id`) =>
    sql`(select ${columns} from ${blogPosts} where ${who} and status = 'published' and ${postPast} order by ${postOrder} limit ${limit})`;
  const postFields = {
    id: blogPosts.id,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    autoExcerpt: blogPosts.autoExcerpt,
    category: blogPosts.category,
    readingMinutes: blogPosts.readingMinutes,
    publishedAt: blogPosts.publishedAt,
    authorId: blogPosts.authorId,
    authorName: users.displayName,
    authorAvatarUploadId: users.avatarUploadId,
    authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
    ...coverFields,
  };
  // the blog's "ours" list, arm by arm (its oursWith), published only
  const postIds = () =>
    sql.join(
      postsOursArms(byParams.userId, byParams.coupleId).map((who) => postArm(who)),
      sql` union `,
    );
  const postQuery = (fields: Fields, ids: SQL) =>
    db
      .select(fields as typeof postFields)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .leftJoin(cover, eq(cover.id, blogPosts.coverUploadId))
      .where(sql`${blogPosts.id} = any(array(${ids}))`)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`)
      .limit(limit);
  const postPage = postQuery(postFields, postIds()).prepare('timeline_posts');

  // The whole stream's page (no filter, no place) as one statement: each arm's rows as a
  // JSON array, under the same names, so a page is authentication and one round trip.
  const asJson = (rows: SQL) => sql`(select coalesce(json_agg(t), '[]'::json) from (${rows}) t)`;

  // the whole stream: the arms' keys first, then in full what can reach the page (pageCut)
  const keysOf = (arms: SQL[], order: SQL) =>
    sql`${sql.join(arms, sql` union `)} order by ${order} limit ${limit}`;
  const allArms = ({ userId, coupleId }: Who) => {
    const past = memoryPast('memoryAt', 'memoryId');
    const { withs, ids } = pageCut(db, limit, {
      memory: keysOf(
        memoriesSeenByArms(userId, coupleId).map((w) =>
          memoryArm(w, false, past, sql`id, date, created_at`),
        ),
        memoryOrder,
      ),
      reminder: keysOf(
        remindersSeenByArms(userId, coupleId).map((w) => reminderArm(w, sql`id, datetime`)),
        sql`datetime desc, id desc`,
      ),
      post: keysOf(
        postsOursArms(userId, coupleId).map((w) => postArm(w, sql`id, published_at`)),
        postOrder,
      ),
    });
    const arms = {
      memories: asJson(memoryQuery(named(memoryFields), ids('memory')).getSQL()),
      reminders: asJson(reminderQuery(named(reminderCardColumns), ids('reminder')).getSQL()),
      posts: asJson(postQuery(named(postFields), ids('post')).getSQL()),
    };
    return { withs, arms };
  };

  const allPage = (() => {
    const { withs, arms } = allArms(byParams);
    return db
      .with(...withs)
      .select(arms)
      .from(sql`(values (1)) as one (x)`)
      .prepare('timeline_all');
  })();

  // The same with authentication's read folded in (a first page only: a later page's bound
  // needs the caller's time zone before the statement): the caller as `authenticate` reads
  // them, and every arm read as theirs, so a first page is one round trip in all.
  const signedInAllPage = () => {
    const me = db.$with('me').as(signedInUserQuery(db, ph('userId'), ph('sessionId')));
    // the arms' keys are read in a `with` of their own, where `me` is not in scope
    const theirs: Who = {
      userId: sql`(select id from me)`,
      coupleId: sql`(select couple_id from me)`,
    };
    const { withs, arms } = allArms(theirs);
    return db
      .with(me, ...withs)
      .select({ me: fieldsOf(me), ...arms })
      .from(me)
      .prepare('timeline_all_signed_in');
  };
  let signedInAll: ReturnType<typeof signedInAllPage> | undefined;

  type Arm<K extends 'memories' | 'reminders' | 'posts'> = Awaited<
    ReturnType<TimelineRepository[K]>
  >;
  /** the arms' JSON read back as `memories`, `reminders` and `posts` read them */
  const armsOf = (json: Record<'memories' | 'reminders' | 'posts', JsonRow[]>) => ({
    memories: json.memories.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt as string),
    })) as unknown as Arm<'memories'>,
    reminders: json.reminders.map((r) => ({
      ...r,
      datetime: new Date(r.datetime as string),
    })) as unknown as Arm<'reminders'>,
    posts: json.posts.map((r) => ({
      ...r,
      publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt as string),
    })) as unknown as Arm<'posts'>,
  });

  return {
    /** every arm's page at once, read as `memories`, `reminders` and `posts` read them */
    async all(
      viewer: TimelineViewer,
      after: MemoryAfter,
      now: Date,
      before: { at: string; id: string },
      n: number,
    ) {
      const [row] = await allPage.execute({
        ...dueBefore(viewer, now, before, n),
        date: after.date,
        memoryAt: after.at,
        memoryId: after.id,
      });
      return armsOf(row as unknown as Record<'memories' | 'reminders' | 'posts', JsonRow[]>);
    },

    /**
     * The first page of every arm for the holder of an access token, with the holder and
     * their session's state (`user`: undefined when no such user; the caller checks the
     * rest before it uses the arms).
     */
    async firstPageSignedIn(claims: TokenHolder, now: Date, n: number) {
      const [row] = await (signedInAll ??= signedInAllPage()).execute({
        ...signedInParams(claims),
        ...dueBound(now, { at: FROM_THE_TOP.at, id: FROM_THE_TOP.id }),
        limit: n,
        date: FROM_THE_TOP.date,
        memoryAt: FROM_THE_TOP.at,
        memoryId: FROM_THE_TOP.id,
      });
      if (!row) return { user: undefined, memories: [], reminders: [], posts: [] };
      const { me, ...json } = row as unknown as { me: SignedInUser } & Record<
        'memories' | 'reminders' | 'posts',
        JsonRow[]
      >;
      return { user: me, ...armsOf(json) };
    },

    /** with `placeKey`, only the memories at that place (a second prepared statement) */
    memories: (viewer: TimelineViewer, after: MemoryAfter, n: number, placeKey?: string) => {
      const params = {
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        date: after.date,
        at: after.at,
        id: after.id,
        limit: n,
      };
      if (placeKey === undefined) return memoryPage.execute(params);
      memoryPlacePage ??= memoryPageOf(true);
      return memoryPlacePage.execute({ ...params, placeKey });
    },

    /** the reminders I see due by `now`, (datetime, id) below the bound */
    reminders: (viewer: TimelineViewer, now: Date, before: { at: string; id: string }, n: number) =>
      reminderPage.execute(dueBefore(viewer, now, before, n)),

    posts: (viewer: TimelineViewer, now: Date, before: { at: string; id: string }, n: number) =>
      postPage.execute(dueBefore(viewer, now, before, n)),
  };
}

/** A dated arm's parameters: the viewer, what is due by `now` below the bound, `n` of them. */
function dueBefore(
  viewer: TimelineViewer,
  now: Date,
  before: { at: string; id: string },
  n: number,
) {
  return {
    userId: viewer.userId,
    coupleId: viewer.coupleId ?? '',
    ...dueBound(now, before),
    limit: n,
  };
}

/**
 * "instant <= now and (instant, id) < (before.at, before.id)" as one row bound, so the
 * index range starts where the rows are: a bound at or before now already keeps only what
 * is due; a later one (the first page's `infinity`) is replaced by "just after now", as
 * timestamps count microseconds `(instant, id) < (now + 1 µs, '')` is `instant <= now`.
 */
export function dueBound(now: Date, before: { at: string; id: string }) {
  const beforeMs = before.at === FROM_THE_TOP.at ? Infinity : Date.parse(before.at);
  if (beforeMs <= now.getTime()) return before;
  return { at: `${now.toISOString().slice(0, -1)}001Z`, id: '' };
}

/** An arm's fields, or the same under their names */
type Fields = Record<string, unknown>;

/** whose rows an arm reads: placeholders, or the signed-in caller's columns */
interface Who {
  userId: SQL | Placeholder;
  coupleId: SQL | Placeholder;
}

/** A row as JSON gives it: timestamps are strings until read back into dates. */
type JsonRow = Record<string, unknown>;
