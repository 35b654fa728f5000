import { and, count, eq, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { datesOfJson, fieldsOf, named } from '../../db/subquery-fields.js';
import { users } from '../../db/schema.js';
import { signedInParams, signedInUserQuery } from '../users/index.js';
import type { SignedInUser, TokenHolder } from '../users/index.js';
import { memories, memoryFavorites } from './memories-schema.js';
import { seenBy, visibleTo } from './memories-audience-repository.js';
import type { Viewer } from './memories-audience-repository.js';
import { foldedPlaceName } from './memories-places-repository.js';
import {
  NEWEST_FIRST,
  attachedColumns,
  favoriteOf,
  memoryListFields,
  splitAttached,
} from './memories-page-repository.js';
import type { MemoryListRow } from './memories-repository.js';
import type { ImageRow } from '../uploads/index.js';
import type { MemorySocial } from './memory-social-repository.js';

export interface MemoryFilter {
  /** memories carrying every one of these tags */
  tags?: string[];
  dateFrom?: string;
  dateTo?: string;
  isPrivate?: boolean;
  mood?: string;
  /** free text, accents and case ignored; ranks the results */
  q?: string;
  /** at this place: its name folded as `placeFilterKey` does */
  placeKey?: string;
}

/** a filter's value, or a prepared statement's placeholder for it */
type Bound<T> = T | Placeholder;

/** `MemoryFilter` with its values bound now or as a prepared statement's placeholders */
type BoundFilter = { [K in keyof MemoryFilter]?: Bound<NonNullable<MemoryFilter[K]>> };

/** the filters that filter: no words, no tags and an empty place are none */
function present(filter: MemoryFilter): MemoryFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([key, value]) => {
      if (value === undefined) return false;
      if (key === 'q' || key === 'mood' || key === 'dateFrom' || key === 'dateTo')
        return value !== '';
      if (key === 'tags') return (value as string[]).length > 0;
      return true;
    }),
  );
}

/**
 * The words as a tsquery, worked out once per query: as a bound parameter, a prepared
 * (generic) plan would otherwise fold accents again for every row it ranks (3x slower at
 * 10 000 matches). `offset 0` keeps the subquery an InitPlan the GIN index can still use.
 */
const tsQuery = (q: Bound<string>) =>
  sql`(select plainto_tsquery('simple'::regconfig, doita_unaccent(${q}::text)) offset 0)`;

/**
 * A memory's place name folded as the shared `foldPlaceName` does, without its spaces and
 * punctuation ("Đà Lạt", "da lat" and "ĐÀ LẠT" are all "dalat"): the place filter's key.
 */
const foldedLocation = foldedPlaceName(memories.location);

/** The memories `audience` (`visibleTo`, `seenBy`) may see that pass `filter` (`present`). */
function filterWith(audience: SQL, filter: BoundFilter): SQL {
  const parts: (SQL | undefined)[] = [audience];
  if (filter.tags !== undefined) {
    // one parameter: an array written into Drizzle's sql is a list of parameters, `($1, $2)`
    const tags = Array.isArray(filter.tags) ? sql.param(filter.tags) : filter.tags;
    parts.push(sql`${memories.tags} @> ${tags}::text[]`);
  }
  if (filter.dateFrom !== undefined) parts.push(sql`${memories.date} >= ${filter.dateFrom}::date`);
  if (filter.dateTo !== undefined) parts.push(sql`${memories.date} <= ${filter.dateTo}::date`);
  if (filter.isPrivate !== undefined)
    parts.push(sql`${memories.isPrivate} = ${filter.isPrivate}::boolean`);
  if (filter.mood !== undefined) parts.push(sql`${memories.mood} = ${filter.mood}::text`);
  if (filter.q !== undefined) parts.push(sql`${memories.search} @@ ${tsQuery(filter.q)}`);
  if (filter.placeKey !== undefined) {
    // a name of nothing but punctuation is no place: it matches none, not every such name
    const asked = foldedPlaceName(sql`${filter.placeKey}`);
    parts.push(sql`${foldedLocation} = ${asked} and ${asked} <> ''`);
  }
  return and(...parts)!;
}

/** The memories `audience` (`visibleTo`, `seenBy`) may see that pass `filter`. */
export const filterOf = (audience: SQL, filter: MemoryFilter): SQL =>
  filterWith(audience, present(filter));

/** which rows of the order a page holds */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** a page's row as JSON gives it, its timestamps read back (`datesOfJson`) */
type PageRow = MemoryListRow & {
  total: number;
  images: ImageRow[];
  reactions: MemorySocial['reactions'];
  commentCount: number;
};

const fromJson = datesOfJson(memoryListFields);

const ph = (name: string) => sql.placeholder(name);

/** A page of the lists' search (GET /memories/search, /memories/tag/:tag). */
export function createMemoriesSearch(db: Db) {
  /**
   * One page of what `filter` finds for `me` (the token's holder, read in the same
   * statement), each row with its photos, reactions and comment count and the total.
   *
   * With words, ranking reads every match before the limit anyway, so the total is a window
   * over the same rows. Both are worked out over the narrow columns the order needs, and
   * the page's memories are read, joined to their authors and given their photos after the
   * limit: a thousand wide rows carried through the window and the joins cost three times
   * the ranking itself. Without words, the page stops at its limit in index order and the
   * total is a count beside it (a window would read every match first).
   */
  function pageOf(me: { id: SQL; coupleId: SQL }, filter: BoundFilter): SQL {
    const where = filterWith(seenBy(me.id, me.coupleId), filter);
    const fields = (total: SQL) => named({ ...memoryListFields, total, ...attachedColumns });
    if (filter.q === undefined) {
      const total = sql<number>`(select count(*)::int from ${memories} where ${where})`;
      return sql`${db
        .select(fields(total))
        .from(memories)
        .leftJoin(users, eq(users.id, memories.authorId))
        .leftJoin(memoryFavorites, favoriteOf(me.id))
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(ph('limit'))
        .offset(ph('offset'))}`;
    }
    const hits = db
      .select({
        id: memories.id,
        rank: sql<number>`ts_rank(${memories.search}, ${tsQuery(filter.q)})`.as('rank'),
        date: memories.date,
        createdAt: memories.createdAt,
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(memories)
      .where(where)
      .orderBy(sql`rank desc`, ...NEWEST_FIRST)
      .limit(ph('limit'))
      .offset(ph('offset'))
      .as('hits');
    // qualified by hand: Drizzle writes a subquery's aliased columns bare
    return sql`${db
      .select(fields(sql`"hits"."total"`))
      .from(memories)
      .innerJoin(hits, eq(hits.id, memories.id))
      .leftJoin(users, eq(users.id, memories.authorId))
      .leftJoin(memoryFavorites, favoriteOf(me.id))
      .orderBy(
        sql`"hits"."rank" desc`,
        sql`${hits.date} desc nulls last`,
        sql`${hits.createdAt} desc nulls last`,
        sql`${hits.id} desc nulls last`,
      )}`;
  }

  /**
   * The statement for the filters a request names, prepared once per combination (at most
   * 2^7), their values placeholders: built per request, Drizzle's assembly of this statement
   * cost more than PostgreSQL's running it (the search read 0.65 of its bare SQL's rate).
   */
  function statementFor(keys: (keyof MemoryFilter)[]) {
    const filter: BoundFilter = Object.fromEntries(keys.map((key) => [key, ph(key)]));
    const me = db.$with('me').as(signedInUserQuery(db, ph('userId'), ph('sessionId')));
    const page = pageOf({ id: sql`${me.id}`, coupleId: sql`${me.coupleId}` }, filter);
    return db
      .with(me)
      .select({
        me: fieldsOf(me),
        page: sql<
          Record<string, unknown>[]
        >`(select coalesce(json_agg(p), '[]'::json) from (${page}) p)`,
      })
      .from(me)
      .prepare(`memories_search_${keys.join('_') || 'all'}`);
  }
  const statements = new Map<string, ReturnType<typeof statementFor>>();

  return {
    /**
     * The page for the holder of an access token, with the holder and their session's state
     * (`user`: undefined when no such user; the caller checks the rest before it uses the
     * page). One round trip where there were two: the holder's read and the page queued
     * apart at the database, so an answer waited in its queue twice.
     */
    async pageSignedIn(claims: TokenHolder, filter: MemoryFilter, window: PageWindow) {
      const bound = present(filter);
      const keys = (Object.keys(bound) as (keyof MemoryFilter)[]).toSorted();
      const name = keys.join(',');
      let statement = statements.get(name);
      if (!statement) statements.set(name, (statement = statementFor(keys)));
      const [row] = (await statement.execute({
        ...bound,
        ...signedInParams(claims),
        limit: window.limit,
        offset: window.offset,
      })) as unknown as { me: SignedInUser; page: Record<string, unknown>[] }[];
      if (!row) return { user: undefined, rows: [], total: 0, attached: new Map() };
      const found = row.page.map(fromJson<PageRow>);
      return { user: row.me, total: found[0]?.total, ...splitAttached(found) };
    },

    /** how many `filter` finds for `viewer`: the total of a page past the end, which has no row to carry it */
    async count(viewer: Viewer, filter: MemoryFilter): Promise<number> {
      const [counted] = await db
        .select({ total: count() })
        .from(memories)
        .where(filterOf(visibleTo(viewer), filter));
      return counted?.total ?? 0;
    },
  };
}
