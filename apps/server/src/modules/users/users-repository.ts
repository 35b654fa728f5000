import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client.js';
import { isInvalidParameter } from '../../db/transactions.js';
import { coupleMembers, couples, refreshTokens } from '../../db/schema.js';
import { users } from './users-schema.js';
import type { NewUserRow, UserRow } from './users-schema.js';
import { AVATAR_WIDTH_SQL, avatarWidthOf } from '../uploads/index.js';
import type { FileAccessRule } from '../uploads/index.js';

export type ProfilePatch = Partial<
  Pick<
    UserRow,
    'displayName' | 'firstName' | 'lastName' | 'username' | 'bio' | 'dateOfBirth' | 'phone'
  >
>;

/**
 * What a user's view needs beyond their row, read with it in one query: the active couple
 * (LEFT JOIN) and the avatar's rendition width (a primary-key subquery).
 */
export interface UserLinks {
  coupleId: string | null;
  coupleAnniversaryDate: string | null;
  coupleConnectedAt: Date | null;
  avatarWidth: number | null;
}
export type UserWithCouple = UserRow & UserLinks;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** A person's settings, which the preferences module reads and changes (GET/PUT /preferences). */
export type SettingsPatch = Partial<
  Pick<UserRow, 'theme' | 'language' | 'timeZone' | 'notificationPreferences' | 'profileVisibility'>
>;

/** Whom a notification or a reminder reaches, with what their channels need. */
export type Recipient = Pick<
  UserRow,
  'id' | 'email' | 'displayName' | 'language' | 'timeZone' | 'notificationPreferences'
>;

/**
 * `select u."display_name" as "displayName", …, m."couple_id" as "coupleId", … from users u
 * left join couple_members m … left join couples c … where u.id = $1`, written from the
 * Drizzle table itself so it cannot drift from the schema. `date` columns come back as
 * text, as Drizzle gives them; timestamps as Date from both drivers. The joins are on
 * primary keys, so the profile stays one indexed query with or without a couple.
 */
const USER_BY_ID = {
  name: 'users_by_id_with_couple',
  text: `select ${Object.entries(getTableColumns(users))
    .map(([key, column]) =>
      column.getSQLType() === 'date'
        ? `u."${column.name}"::text as "${key}"`
        : `u."${column.name}" as "${key}"`,
    )
    .join(
      ', ',
    )}, m."couple_id" as "coupleId", c."anniversary_date"::text as "coupleAnniversaryDate", c."connected_at" as "coupleConnectedAt", ${AVATAR_WIDTH_SQL} as "avatarWidth" from "users" u left join "couple_members" m on m."user_id" = u."id" left join "couples" c on c."id" = m."couple_id" where u."id" = $1 limit 1`,
};

/**
 * The signed-in path: the same row, and whether the access token's session (its refresh
 * token family) still has an unrevoked token, so signing out ends that session's access
 * tokens at once. One probe of the partial index `refresh_tokens_live_family_idx` in the
 * same round trip (the family id comes from a token we signed for this user). A token
 * that names no session is judged by its version alone, with the plain query.
 */
const USER_IN_SESSION = {
  name: 'users_by_id_in_session',
  // A replacer function: the SQL's own `$2` must not be read as a replacement pattern.
  text: USER_BY_ID.text.replace(
    ' from "users" u ',
    () =>
      ', exists (select 1 from "refresh_tokens" r where r."family_id" = $2 and r."revoked_at" is null) as "sessionLive" from "users" u ',
  ),
};
export type SignedInUser = UserWithCouple & { sessionLive: boolean };

/**
 * The signed-in person a request is answered for: their row, and the session (refresh-token
 * family) their access token belongs to, null for a token without one. Every file URL in
 * the response is bound to both (uploads `FileViewer`), so it dies with that session.
 */
export type Caller = UserWithCouple & { readonly sessionId: string | null };

/** whom an access token names: its user, and its session (null for a token without one) */
export interface TokenHolder {
  userId: string;
  sessionId: string | null;
}

/** `signedInUserQuery`'s placeholders for a token's holder: no session matches no session */
export const signedInParams = (holder: TokenHolder) => ({
  userId: holder.userId,
  sessionId: holder.sessionId ?? '',
});

/**
 * authenticate's read as a query a page's statement can start from (a `with`), for a route
 * that signs its caller in within its own read, in one round trip: the user with their
 * active couple and avatar's width, as `findSignedIn` gives them, and whether the token's
 * session is still live. No row: no such user.
 */
export function signedInUserQuery(db: Db, userId: Placeholder, sessionId: Placeholder) {
  return db
    .select({
      ...getTableColumns(users),
      coupleId: coupleMembers.coupleId,
      coupleAnniversaryDate: couples.anniversaryDate,
      coupleConnectedAt: couples.connectedAt,
      avatarWidth: avatarWidthOf(users.avatarUploadId).as('avatar_width'),
      sessionLive:
        sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is null)`.as(
          'session_live',
        ),
    })
    .from(users)
    .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
    .leftJoin(couples, eq(couples.id, coupleMembers.coupleId))
    .where(eq(users.id, userId))
    .limit(1);
}

/**
 * `raw`, when given (outside transactions), serves findById: it runs on every signed-in
 * request, and through the driver directly it costs about two thirds of what Drizzle's
 * per-query type-parser set-up makes it cost on PGlite.
 */
export function createUsersRepository(db: Db, raw?: RawQuery) {
  /** what a user row comes with: the active couple (left joined) and the avatar's width */
  const links = {
    coupleId: coupleMembers.coupleId,
    coupleAnniversaryDate: couples.anniversaryDate,
    coupleConnectedAt: couples.connectedAt,
    avatarWidth: avatarWidthOf(users.avatarUploadId),
  };
  const byId = db
    .select({ ...getTableColumns(users), ...links })
    .from(users)
    .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
    .leftJoin(couples, eq(couples.id, coupleMembers.coupleId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id_drizzle');

  const linksOf = db
    .select(links)
    .from(users)
    .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
    .leftJoin(couples, eq(couples.id, coupleMembers.coupleId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_links');

  /** the authenticated path: one primary-key lookup, the active couple joined in */
  async function findById(id: string): Promise<UserWithCouple | undefined> {
    if (raw) return (await raw<UserWithCouple>(USER_BY_ID, [id]))[0];
    const [row] = await byId.execute({ id });
    return row;
  }

  return {
    findById,

    /** authenticate's query: the user, and whether the session is still live */
    async findSignedIn(id: string, sessionId: string | null): Promise<SignedInUser | undefined> {
      if (sessionId === null) {
        const user = await findById(id);
        return user && { ...user, sessionLive: true };
      }
      if (raw) return (await raw<SignedInUser>(USER_IN_SESSION, [id, sessionId]))[0];
      const user = await findById(id);
      if (!user) return undefined;
      const live = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return { ...user, sessionLive: live.length > 0 };
    },

    /** the links of a user whose row came without them (after an update, at login) */
    async findLinks(userId: string): Promise<UserLinks> {
      const [row] = await linksOf.execute({ id: userId });
      return (
        row ?? {
          coupleId: null,
          coupleAnniversaryDate: null,
          coupleConnectedAt: null,
          avatarWidth: null,
        }
      );
    },

    /** `email` is already lower-cased by the contract */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findPublicByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          displayName: users.displayName,
          profileVisibility: users.profileVisibility,
          /** their active couple, so the search knows my partner (profile visibility) */
          coupleId: sql<string | null>`${coupleMembers.coupleId}`,
          avatarUploadId: users.avatarUploadId,
          avatarWidth: avatarWidthOf(users.avatarUploadId),
        })
        .from(users)
        .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    /** throws a unique violation (users_email_unique) for a taken e-mail */
    async insert(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async updateProfile(id: string, patch: ProfilePatch, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** also moves the token version on, which retires every access token already issued */
    async updatePassword(id: string, passwordHash: string, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** "Sign out of other devices": retires every access token already issued */
    async bumpTokenVersion(id: string, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * The current avatar's upload id, with the row locked until the transaction ends (two
     * avatar changes take turns, so each releases what the other set). Undefined: no user.
     */
    async lockAvatar(id: string): Promise<{ avatarUploadId: string | null } | undefined> {
      const [row] = await db
        .select({ avatarUploadId: users.avatarUploadId })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      return row;
    },

    async setAvatar(id: string, avatarUploadId: string | null, at: Date): Promise<void> {
      await db.update(users).set({ avatarUploadId, updatedAt: at }).where(eq(users.id, id));
    },

    /** The account row; everything that references it goes by its foreign keys. */
    async delete(id: string): Promise<boolean> {
      // The avatar first: its upload goes in the same cascade, whose SET NULL would
      // otherwise try to update the very row being deleted.
      await db.update(users).set({ avatarUploadId: null }).where(eq(users.id, id));
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Whether the database reads this zone as the runtime does: a few zones the runtime's ICU
     * still knows (`US/Pacific-New`, `CTT`) are not in PostgreSQL's tzdata, and a preference
     * holding one would fail every statement that counts in it (`at time zone`).
     */
    async knowsTimeZone(zone: string): Promise<boolean> {
      try {
        await db.execute(sql`select now() at time zone ${zone}`);
        return true;
      } catch (error) {
        if (isInvalidParameter(error)) return false;
        throw error;
      }
    },

    /** the settings' columns; undefined when the account is gone */
    async updateSettings(
      userId: string,
      patch: SettingsPatch,
      at: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    async recipients(userIds: string[]): Promise<Recipient[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          language: users.language,
          timeZone: users.timeZone,
          notificationPreferences: users.notificationPreferences,
        })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    async markEmailVerified(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(eq(users.id, id));
    },
  };
}

/**
 * Who may open a person's avatar: the person, and anyone signed in when the profile may be
 * found (not `private`): the search by e-mail shows it to them. A partner's view is the
 * couple module's rule; a public post's author and commenters, the blog's.
 */
export const ownAndFindableAvatarsRule: FileAccessRule = (upload, viewer) =>
  sql`exists (select 1 from ${users} where ${users.avatarUploadId} = ${upload} and (
    ${users.id} = ${viewer.userId}
    or (${viewer.userId} is not null and ${users.profileVisibility} <> 'private')))`;
