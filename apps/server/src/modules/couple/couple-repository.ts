import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { coupleCodes, coupleMembers, couples, emailInvitations } from './couple-schema.js';
import type {
  CoupleCodeRow,
  CoupleRow,
  EmailInvitationRow,
  NewCoupleRow,
} from './couple-schema.js';
import { avatarRefOf } from '../uploads/index.js';
import type { AvatarRef, FileAccessRule } from '../uploads/index.js';

export type CoupleRepository = ReturnType<typeof createCoupleRepository>;

/** What a couple shows of each person. */
export interface CoupleUserRow extends AvatarRef {
  id: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileVisibility: string;
}

/** A couple with both people, read in one joined query. */
export interface CoupleViewRow {
  couple: CoupleRow;
  user1: CoupleUserRow;
  user2: CoupleUserRow;
}

export type CouplePatch = Partial<
  Pick<CoupleRow, 'user1Id' | 'user2Id' | 'status' | 'anniversaryDate' | 'connectedAt' | 'endedAt'>
>;

const u1 = alias(users, 'u1');
const u2 = alias(users, 'u2');
const personOf = (u: typeof u1 | typeof u2) => ({
  id: u.id,
  displayName: u.displayName,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  profileVisibility: u.profileVisibility,
  ...avatarRefOf(u),
});

/** The unordered pair, as the unique index `couples_pair_unique` sees it. */
const samePair = (a: string, b: string) =>
  and(
    sql`least(${couples.user1Id}, ${couples.user2Id}) = least(${a}::text, ${b}::text)`,
    sql`greatest(${couples.user1Id}, ${couples.user2Id}) = greatest(${a}::text, ${b}::text)`,
  );

export function createCoupleRepository(db: Db) {
  const views = () =>
    db
      .select({ couple: couples, user1: personOf(u1), user2: personOf(u2) })
      .from(couples)
      .innerJoin(u1, eq(u1.id, couples.user1Id))
      .innerJoin(u2, eq(u2.id, couples.user2Id));

  return {
    /**
     * Every couple write first locks the rows of the people it concerns, in id order
     * (no deadlocks): two requests about the same person take turns, and each sees
     * what the other committed. NO KEY UPDATE leaves foreign-key inserts unblocked.
     */
    async lockUsers(ids: string[]): Promise<void> {
      const sorted = [...new Set(ids)].sort();
      await db.execute(
        sql`select ${users.id} from ${users} where ${inArray(users.id, sorted)} order by ${users.id} for no key update`,
      );
    },

    /**
     * The people a couple write just concerned (invited, accepted, declined, disconnected,
     * joined by code, anniversary changed): the other side of each pair of mine written in
     * the last minute, so their open screens can be told (lib/live-changes.ts).
     */
    async recentlyChangedPartnersOf(userId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ user1Id: couples.user1Id, user2Id: couples.user2Id })
        .from(couples)
        .where(
          and(
            or(eq(couples.user1Id, userId), eq(couples.user2Id, userId)),
            sql`${couples.updatedAt} >= ${since}`,
          ),
        )
        .limit(10);
      return [...new Set(rows.map((row) => (row.user1Id === userId ? row.user2Id : row.user1Id)))];
    },

    /** a person as a couple shows them (for my invitation to an address with no account) */
    async findPerson(userId: string): Promise<CoupleUserRow | undefined> {
      const [row] = await db.select(personOf(u1)).from(u1).where(eq(u1.id, userId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<CoupleRow | undefined> {
      const [row] = await db.select().from(couples).where(eq(couples.id, id)).limit(1);
      return row;
    },

    async findPair(a: string, b: string): Promise<CoupleRow | undefined> {
      const [row] = await db.select().from(couples).where(samePair(a, b)).limit(1);
      return row;
    },

    async findView(id: string): Promise<CoupleViewRow | undefined> {
      const [row] = await views().where(eq(couples.id, id)).limit(1);
      return row;
    },

    /** My accepted couple, else the latest pending invitation I sent: one query. */
    async findConnectionOf(userId: string): Promise<CoupleViewRow | undefined> {
      const [row] = await views()
        .where(
          or(
            eq(
              couples.id,
              db
                .select({ id: coupleMembers.coupleId })
                .from(coupleMembers)
                .where(eq(coupleMembers.userId, userId)),
            ),
            and(eq(couples.user1Id, userId), eq(couples.status, 'pending')),
          ),
        )
        .orderBy(sql`(${couples.status} = 'accepted') desc`, desc(couples.updatedAt))
        .limit(1);
      return row;
    },

    /** pending invitations addressed to me, newest first, with who sent them */
    async listInvitationsTo(userId: string): Promise<CoupleViewRow[]> {
      return views()
        .where(and(eq(couples.user2Id, userId), eq(couples.status, 'pending')))
        .orderBy(desc(couples.updatedAt), couples.id);
    },

    async findMembership(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ coupleId: coupleMembers.coupleId })
        .from(coupleMembers)
        .where(eq(coupleMembers.userId, userId))
        .limit(1);
      return row?.coupleId;
    },

    async anyMember(userIds: string[]): Promise<boolean> {
      const rows = await db
        .select({ userId: coupleMembers.userId })
        .from(coupleMembers)
        .where(inArray(coupleMembers.userId, userIds))
        .limit(1);
      return rows.length > 0;
    },

    async insert(row: NewCoupleRow): Promise<CoupleRow> {
      const [inserted] = await db.insert(couples).values(row).returning();
      return inserted!;
    },

    async update(id: string, patch: CouplePatch, at: Date): Promise<CoupleRow | undefined> {
      const [row] = await db
        .update(couples)
        .set({ ...patch, updatedAt: at })
        .where(eq(couples.id, id))
        .returning();
      return row;
    },

    /** throws a unique violation (couple_members_pkey) when one of them is in a couple already */
    async insertMembers(coupleId: string, userIds: string[], at: Date): Promise<void> {
      await db
        .insert(coupleMembers)
        .values(userIds.map((userId) => ({ userId, coupleId, createdAt: at })));
    },

    async deleteMembers(coupleId: string): Promise<void> {
      await db.delete(coupleMembers).where(eq(coupleMembers.coupleId, coupleId));
    },

    /** withdraws pending invitations sent or received by these people, but `keepId` */
    async endPendingOf(userIds: string[], at: Date, keepId?: string): Promise<void> {
      await db
        .update(couples)
        .set({ status: 'ended', endedAt: at, updatedAt: at })
        .where(
          and(
            eq(couples.status, 'pending'),
            or(inArray(couples.user1Id, userIds), inArray(couples.user2Id, userIds)),
            keepId ? ne(couples.id, keepId) : undefined,
          ),
        );
    },

    /**
     * withdraws the pending invitations this person sent, but `keepId`, and their live
     * e-mail invitation; answers how many there were
     */
    async endPendingSentBy(userId: string, at: Date, keepId?: string): Promise<number> {
      const mails = await db
        .update(emailInvitations)
        .set({ endedAt: at })
        .where(and(eq(emailInvitations.inviterId, userId), isNull(emailInvitations.endedAt)))
        .returning({ id: emailInvitations.id });
      const rows = await db
        .update(couples)
        .set({ status: 'ended', endedAt: at, updatedAt: at })
        .where(
          and(
            eq(couples.status, 'pending'),
            eq(couples.user1Id, userId),
            keepId ? ne(couples.id, keepId) : undefined,
          ),
        )
        .returning({ id: couples.id });
      return mails.length + rows.length;
    },

    // ---- invitations to an e-mail address with no account ----

    async insertEmailInvitation(row: typeof emailInvitations.$inferInsert): Promise<void> {
      await db.insert(emailInvitations).values(row);
    },

    /** my live, unexpired e-mail invitation (at most one) */
    async findLiveEmailInvitationOf(
      inviterId: string,
      at: Date,
    ): Promise<EmailInvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(emailInvitations)
        .where(
          and(
            eq(emailInvitations.inviterId, inviterId),
            isNull(emailInvitations.endedAt),
            sql`${emailInvitations.expiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Claims (ends) the live, unexpired e-mail invitations addressed to this address or
     * carrying this token: each can be claimed once.
     */
    async claimEmailInvitations(
      email: string,
      tokenHash: string | null,
      at: Date,
    ): Promise<EmailInvitationRow[]> {
      return db
        .update(emailInvitations)
        .set({ endedAt: at })
        .where(
          and(
            isNull(emailInvitations.endedAt),
            sql`${emailInvitations.expiresAt} > ${at.toISOString()}::timestamptz`,
            tokenHash
              ? or(eq(emailInvitations.email, email), eq(emailInvitations.tokenHash, tokenHash))
              : eq(emailInvitations.email, email),
          ),
        )
        .returning();
    },

    /** the anniversary of the caller's active couple; undefined when there is none */
    async updateAnniversaryOfMember(
      userId: string,
      anniversaryDate: string | null,
      at: Date,
    ): Promise<CoupleRow | undefined> {
      const [row] = await db
        .update(couples)
        .set({ anniversaryDate, updatedAt: at })
        .where(
          and(
            eq(
              couples.id,
              db
                .select({ id: coupleMembers.coupleId })
                .from(coupleMembers)
                .where(eq(coupleMembers.userId, userId)),
            ),
            eq(couples.status, 'accepted'),
          ),
        )
        .returning();
      return row;
    },

    // ---- join codes ----

    async findCode(code: string): Promise<CoupleCodeRow | undefined> {
      const [row] = await db.select().from(coupleCodes).where(eq(coupleCodes.code, code)).limit(1);
      return row;
    },

    /** false when the code exists already (the caller draws another) */
    async insertCode(row: { code: string; userId: string; expiresAt: Date; createdAt: Date }) {
      const inserted = await db
        .insert(coupleCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ code: coupleCodes.code });
      return inserted.length > 0;
    },

    async deleteUnusedCodes(userId: string): Promise<void> {
      await db
        .delete(coupleCodes)
        .where(and(eq(coupleCodes.userId, userId), isNull(coupleCodes.usedAt)));
    },

    /**
     * The claim: only one caller can turn an unused, unexpired code into a used one
     * (the row lock makes a concurrent claim wait, then find it used).
     */
    async claimCode(code: string, at: Date): Promise<CoupleCodeRow | undefined> {
      const [row] = await db
        .update(coupleCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(coupleCodes.code, code),
            isNull(coupleCodes.usedAt),
            sql`${coupleCodes.expiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row;
    },
  };
}

/**
 * A partner, and the other side of a pending invitation, see each other's avatar while the
 * couple (or the invitation) lasts: a disconnect ends the URLs handed out to either.
 */
export const coupledAvatarsRule: FileAccessRule = (upload, viewer) =>
  sql`exists (select 1 from ${users}
    inner join ${couples} on ${couples.status} in ('pending', 'accepted') and (
      (${couples.user1Id} = ${users.id} and ${couples.user2Id} = ${viewer.userId})
      or (${couples.user2Id} = ${users.id} and ${couples.user1Id} = ${viewer.userId}))
    where ${users.avatarUploadId} = ${upload})`;
