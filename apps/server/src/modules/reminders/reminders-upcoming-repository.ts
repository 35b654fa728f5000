import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { datesOfJson, fieldsOf, named } from '../../db/subquery-fields.js';
import { coupleMembers, users } from '../../db/schema.js';
import { reminders } from './reminders-schema.js';
import { seenBy } from './reminders-audience-repository.js';
import type { OccasionPerson } from './reminder-occasions.js';
import { avatarWidthOf } from '../uploads/index.js';
import { signedInParams, signedInUserQuery } from '../users/index.js';
import type { SignedInUser, TokenHolder } from '../users/index.js';

const ph = (name: string) => sql.placeholder(name);

const { search: _search, ...reminderColumns } = getTableColumns(reminders);
/** a reminder as the lists give it: its columns but the search vector, with its author */
export const listColumns = {
  ...reminderColumns,
  authorName: users.displayName,
  authorAvatarUploadId: users.avatarUploadId,
  authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
};

/** A row as JSON gives it: timestamps are text until read back into dates. */
type JsonRow = Record<string, unknown>;

/** the page's rows come as JSON: their timestamps read back into dates */
const fromJson = datesOfJson(reminderColumns);

/** a row of the upcoming page: the reminder's columns and its author's */
export type UpcomingRow = Omit<typeof reminders.$inferSelect, 'search'> & {
  authorName: string | null;
  authorAvatarUploadId: string | null;
  authorAvatarWidth: number | null;
};

/**
 * GET /reminders/upcoming's page as one prepared statement (built once, not per request),
 * with authentication's read folded in: the caller (`me`, as `authenticate` reads them, their
 * session's state with them) once, and beside them, as one JSON array, the pending reminders
 * they see due in the window, soonest first, each with their total as a window over the same
 * rows and the partner the occasions need (read once). One round trip where there were two.
 * `me` comes back even when the page is empty (the caller reads total and partner apart
 * then); no row at all means no such user.
 */
export function createUpcomingPage(db: Db) {
  const signedInStatement = () => {
    const me = db.$with('me').as(signedInUserQuery(db, ph('userId'), ph('sessionId')));
    const page = db
      .select(
        named({
          ...listColumns,
          total: sql<number>`(count(*) over ())::int`,
          partner: sql<OccasionPerson | null>`(select json_build_object('id', p.id, 'displayName', p.display_name, 'dateOfBirth', p.date_of_birth, 'profileVisibility', p.profile_visibility) from ${coupleMembers} pm join ${users} p on p.id = pm.user_id where pm.couple_id = ${me.coupleId} and pm.user_id <> ${me.id} limit 1)`,
        }),
      )
      .from(reminders)
      .leftJoin(users, eq(users.id, reminders.authorId))
      .where(
        sql`${seenBy(sql`${me.id}`, sql`${me.coupleId}`)} and ${reminders.isCompleted} = false and ${reminders.datetime} >= ${ph('from')}::timestamptz and ${reminders.datetime} <= ${ph('to')}::timestamptz`,
      )
      .orderBy(asc(reminders.datetime), asc(reminders.id))
      .limit(ph('limit'))
      .offset(ph('offset'));
    // the caller once, the page's rows as one JSON array beside them: joined row by row, the
    // caller's twenty-odd columns came back, and were mapped, on every row of the page
    return db
      .with(me)
      .select({
        me: fieldsOf(me),
        page: sql<JsonRow[]>`(select coalesce(json_agg(p), '[]'::json) from (${page}) p)`,
      })
      .from(me)
      .prepare('reminders_upcoming_signed_in');
  };
  let signedIn: ReturnType<typeof signedInStatement> | undefined;

  return {
    /**
     * A page of the pending reminders due in [from, to] the holder of an access token sees,
     * with the holder and their session's state (`user`: undefined when no such user; the
     * caller checks the rest) and, on a row, the total and the partner.
     */
    async signedInUpcomingPage(
      claims: TokenHolder,
      from: Date,
      to: Date,
      window: { offset: number; limit: number },
    ) {
      const found = await (signedIn ??= signedInStatement()).execute({
        ...signedInParams(claims),
        from: from.toISOString(),
        to: to.toISOString(),
        limit: window.limit,
        offset: window.offset,
      });
      const [row] = found as unknown as { me: SignedInUser; page: JsonRow[] }[];
      if (!row) return { user: undefined, rows: [], read: undefined };
      const page = row.page.map(
        fromJson<UpcomingRow & { total: number; partner: OccasionPerson | null }>,
      );
      return {
        user: row.me,
        rows: page.map(({ total: _total, partner: _partner, ...reminder }) => reminder),
        read: page[0] ? { total: page[0].total, partner: page[0].partner } : undefined,
      };
    },
  };
}
