import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { NewUserRow, UserRow } from '../../db/schema.js';

export type ProfilePatch = Partial<
  Pick<
    UserRow,
    'displayName' | 'firstName' | 'lastName' | 'username' | 'bio' | 'dateOfBirth' | 'phone'
  >
>;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * `select "display_name" as "displayName", … from users where id = $1`, written from the
 * Drizzle table itself so it cannot drift from the schema. `date` columns come back as
 * text, as Drizzle gives them; timestamps as Date from both drivers.
 */
const USER_BY_ID = {
  name: 'users_by_id',
  text: `select ${Object.entries(getTableColumns(users))
    .map(([key, column]) =>
      column.getSQLType() === 'date'
        ? `"${column.name}"::text as "${key}"`
        : `"${column.name}" as "${key}"`,
    )
    .join(', ')} from "users" where "id" = $1 limit 1`,
};

/**
 * `raw`, when given (outside transactions), serves findById: it runs on every signed-in
 * request, and through the driver directly it costs about two thirds of what Drizzle's
 * per-query type-parser set-up makes it cost on PGlite.
 */
export function createUsersRepository(db: Db, raw?: RawQuery) {
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id_drizzle');

  return {
    /** the authenticated path: one primary-key lookup */
    async findById(id: string): Promise<UserRow | undefined> {
      if (raw) return (await raw<UserRow>(USER_BY_ID, [id]))[0];
      const [row] = await byId.execute({ id });
      return row;
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
