import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client.js';
import { coupleMembers, couples, users } from '../../db/schema.js';
import type { NewUserRow, UserRow } from '../../db/schema.js';

export type ProfilePatch = Partial<
  Pick<
    UserRow,
    'displayName' | 'firstName' | 'lastName' | 'username' | 'bio' | 'dateOfBirth' | 'phone'
  >
>;

/** The signed-in user's active couple, read with the user in one query (LEFT JOIN). */
export interface CoupleLink {
  coupleId: string | null;
  coupleAnniversaryDate: string | null;
  coupleConnectedAt: Date | null;
}
export type UserWithCouple = UserRow & CoupleLink;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

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
    )}, m."couple_id" as "coupleId", c."anniversary_date"::text as "coupleAnniversaryDate", c."connected_at" as "coupleConnectedAt" from "users" u left join "couple_members" m on m."user_id" = u."id" left join "couples" c on c."id" = m."couple_id" where u."id" = $1 limit 1`,
};

/**
 * `raw`, when given (outside transactions), serves findById: it runs on every signed-in
 * request, and through the driver directly it costs about two thirds of what Drizzle's
 * per-query type-parser set-up makes it cost on PGlite.
 */
export function createUsersRepository(db: Db, raw?: RawQuery) {
  const byId = db
    .select({
      ...getTableColumns(users),
      coupleId: coupleMembers.coupleId,
      coupleAnniversaryDate: couples.anniversaryDate,
      coupleConnectedAt: couples.connectedAt,
    })
    .from(users)
    .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
    .leftJoin(couples, eq(couples.id, coupleMembers.coupleId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id_drizzle');

  const coupleLinkOf = db
    .select({
      coupleId: coupleMembers.coupleId,
      coupleAnniversaryDate: couples.anniversaryDate,
      coupleConnectedAt: couples.connectedAt,
    })
    .from(coupleMembers)
    .innerJoin(couples, eq(couples.id, coupleMembers.coupleId))
    .where(eq(coupleMembers.userId, sql.placeholder('id')))
    .limit(1)
    .prepare('couple_link_of_user');

  return {
    /** the authenticated path: one primary-key lookup, the active couple joined in */
    async findById(id: string): Promise<UserWithCouple | undefined> {
      if (raw) return (await raw<UserWithCouple>(USER_BY_ID, [id]))[0];
      const [row] = await byId.execute({ id });
      return row;
    },

    /** the active couple of a user whose row came without it (after an update, at login) */
    async findCoupleLink(userId: string): Promise<CoupleLink> {
      const [row] = await coupleLinkOf.execute({ id: userId });
      return row ?? { coupleId: null, coupleAnniversaryDate: null, coupleConnectedAt: null };
    },

    /** `email` is already lower-cased by the contract */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findPublicByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl })
        .from(users)
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
