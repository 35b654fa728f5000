import { PLACE_KEY_DROPPED } from '@doita/shared';
import { sql } from 'drizzle-orm';
import type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memories, memoryPlaceCounts } from './memories-schema.js';
import { countedFor, seenByArms } from './memories-audience-repository.js';
import type { Viewer } from './memories-audience-repository.js';
import { fieldsOf } from '../../db/subquery-fields.js';
import { signedInParams, signedInUserQuery } from '../users/index.js';
import type { SignedInUser, TokenHolder } from '../users/index.js';

const ph = (name: string) => sql.placeholder(name);

/** a place on the map: memories with coordinates grouped by name and coordinates */
export interface MemoryPlaceRow {
  name: string;
  lat: number;
  lng: number;
  count: number;
  memoryIds: string[];
}

// a constant of our own, with no quote in it: safe to write into the statement
const dropped = sql.raw(`'${PLACE_KEY_DROPPED}'`);

/**
 * A place's name folded as the shared `placeFilterKey` does, without its spaces and punctuation
 * ("Đà Lạt", "da lat" and "ĐÀ LẠT" are all "dalat"; "서울" stays "서울"): the place filter's
 * and search's key. Both sides of a comparison are folded here, the name asked for too, so
 * the database's own unaccent and case rules apply to both alike.
 */
export const foldedPlaceName = (name: SQL | AnyColumn | Placeholder) =>
  sql`regexp_replace(lower(doita_unaccent(${name}::text)), ${dropped}, '', 'g')`;

/** the aggregate's place, qualified: inside the ids' subquery a bare "name" is ambiguous */
const place = {
  name: sql.raw(`"memory_place_counts"."name"`),
  lat: sql.raw(`"memory_place_counts"."lat"`),
  lng: sql.raw(`"memory_place_counts"."lng"`),
};

/**
 * The map's pins (GET /memories/places) as one prepared statement whose cost does not grow
 * with the history: the places and their counts are a sum over memory_place_counts (kept by
 * a trigger in the writing transaction, migration 0034), a few rows per place; each place's
 * newest ids come from the two arms of the read rule (mine; our couple's shared ones), each
 * read in order off its place index and stopped at the limit, then merged.
 */
export function createMemoriesPlaces(db: Db) {
  /**
   * The places a viewer sees, most memories first, each with its count and newest ids. The
   * viewer is the signed-in caller's columns (`me`), whose couple is null when they have
   * none: a null couple matches no shared memory and no shared count.
   * Each field is named as the code reads it, also in a row turned into JSON.
   */
  const placesOf = (userId: SQL, coupleId: SQL) => {
    const idsPerPlace = ph('idsPerPlace');
    const arm = (who: SQL) =>
      sql`(select ${memories.id}, ${memories.date}, ${memories.createdAt} from ${memories}
        where ${who} and ${memories.locationLat} is not null
          and ${memories.location} = ${place.name} and ${memories.locationLat} = ${place.lat}
          and ${memories.locationLng} = ${place.lng}
        order by ${memories.date} desc nulls last, ${memories.createdAt} desc nulls last, ${memories.id} desc nulls last
        limit ${idsPerPlace})`;
    // `union`, not `union all`: my shared memories are in both arms, and an id is listed once
    const arms = sql.join(seenByArms(userId, coupleId).map(arm), sql` union `);
    const total = sql`sum(${memoryPlaceCounts.count})`;
    const fields = {
      name: memoryPlaceCounts.name,
      lat: memoryPlaceCounts.lat,
      lng: memoryPlaceCounts.lng,
      count: sql<number>`${total}::int`.as('count'),
      memoryIds: sql<
        string[]
      >`array(select v.id from (${arms}) v order by v.date desc nulls last, v.created_at desc nulls last, v.id desc nulls last limit ${idsPerPlace})`.as(
        'memoryIds',
      ),
    };
    return db
      .select(fields)
      .from(memoryPlaceCounts)
      .where(countedFor(userId, coupleId, memoryPlaceCounts))
      .groupBy(memoryPlaceCounts.name, memoryPlaceCounts.lat, memoryPlaceCounts.lng)
      .having(sql`${total} > 0`)
      .orderBy(
        sql`${total} desc`,
        memoryPlaceCounts.name,
        memoryPlaceCounts.lat,
        memoryPlaceCounts.lng,
      )
      .limit(ph('max'));
  };

  /**
   * With authentication's read folded in: the caller (`me`, as `authenticate` reads them,
   * their session's state with them) once, and beside them the places as one JSON array in
   * their order. One round trip where there were two; no row means no such user.
   */
  const signedInStatement = () => {
    const me = db.$with('me').as(signedInUserQuery(db, ph('userId'), ph('sessionId')));
    const list = placesOf(sql`${me.id}`, sql`${me.coupleId}`);
    return db
      .with(me)
      .select({
        me: fieldsOf(me),
        places: sql<
          MemoryPlaceRow[]
        >`(select coalesce(json_agg(p order by p.count desc, p.name, p.lat, p.lng), '[]'::json) from (${list}) p)`,
      })
      .from(me)
      .prepare('memory_places_signed_in');
  };
  let signedIn: ReturnType<typeof signedInStatement> | undefined;

  /**
   * Our places, the one used last first (GET /places without words): the places come from
   * memory_place_counts as the map's do, and each one's newest memory from the two arms of the
   * read rule off their place indexes, one row each; the places are ordered by it, in the
   * lists' order (date, then when written), name and coordinates after. Grouping every
   * memory with coordinates read the whole history on each request.
   */
  const recentStatement = (withCouple: boolean, withKey: boolean) => {
    const userId = ph('userId');
    const coupleId = ph('coupleId');
    const newestOf = (who: SQL) =>
      sql`(select ${memories.date} as date, ${memories.createdAt} as created_at, ${memories.id} as id from ${memories}
        where ${who} and ${memories.locationLat} is not null
          and ${memories.location} = pc.name and ${memories.locationLat} = pc.lat
          and ${memories.locationLng} = pc.lng
        order by ${memories.date} desc nulls last, ${memories.createdAt} desc nulls last, ${memories.id} desc nulls last
        limit 1)`;
    // one row is kept, the newest of either arm: a memory in both arms changes nothing
    const arms = sql.join(
      seenByArms(userId, withCouple ? coupleId : null).map(newestOf),
      sql` union all `,
    );
    const counted = countedFor(userId, withCouple ? coupleId : null, memoryPlaceCounts);
    // the key folded holds no ASCII punctuation: nothing `like` reads as a wildcard
    const named = withKey
      ? sql` and ${foldedPlaceName(memoryPlaceCounts.name)} like '%' || ${foldedPlaceName(ph('key'))} || '%'`
      : sql``;
    return db
      .select({
        name: sql<string>`pc.name`,
        lat: sql<number>`pc.lat`,
        lng: sql<number>`pc.lng`,
      })
      .from(
        sql`(select ${memoryPlaceCounts.name} as name, ${memoryPlaceCounts.lat} as lat, ${memoryPlaceCounts.lng} as lng
          from ${memoryPlaceCounts} where ${counted}${named}
          group by ${memoryPlaceCounts.name}, ${memoryPlaceCounts.lat}, ${memoryPlaceCounts.lng}
          having sum(${memoryPlaceCounts.count}) > 0) pc
        cross join lateral (select v.date, v.created_at from (${arms}) v
          order by v.date desc nulls last, v.created_at desc nulls last, v.id desc nulls last
          limit 1) newest`,
      )
      .orderBy(
        sql`newest.date desc`,
        sql`newest.created_at desc`,
        sql`pc.name`,
        sql`pc.lat`,
        sql`pc.lng`,
      )
      .limit(ph('max'))
      .prepare(
        `memory_recent_places_${withCouple ? 'couple' : 'single'}${withKey ? '_named' : ''}`,
      );
  };
  const recent = new Map<string, ReturnType<typeof recentStatement>>();

  return {
    /**
     * Our places with coordinates, the one used last first, at most `max`; with `key` (a name
     * folded without spaces, a-z and 0-9 only), those whose folded name holds it.
     */
    recentPlaces(
      viewer: Viewer,
      key: string | null,
      max: number,
    ): Promise<{ name: string; lat: number; lng: number }[]> {
      const withCouple = viewer.coupleId !== null && viewer.coupleId !== '';
      const name = `${withCouple}|${key !== null}`;
      let prepared = recent.get(name);
      if (!prepared) recent.set(name, (prepared = recentStatement(withCouple, key !== null)));
      return prepared.execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        max,
        ...(key === null ? {} : { key }),
      });
    },

    /**
     * The map's places for the holder of an access token, with the holder and their session's
     * state (`user`: undefined when no such user; the caller checks the rest before it uses
     * the places).
     */
    async placesSignedIn(
      claims: TokenHolder,
      max: number,
      idsPerPlace: number,
    ): Promise<{ user: SignedInUser | undefined; places: MemoryPlaceRow[] }> {
      const [row] = (await (signedIn ??= signedInStatement()).execute({
        ...signedInParams(claims),
        max,
        idsPerPlace,
      })) as unknown as { me: SignedInUser; places: MemoryPlaceRow[] }[];
      return row ? { user: row.me, places: row.places } : { user: undefined, places: [] };
    },
  };
}
