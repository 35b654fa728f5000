import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, users } from '../../db/schema.js';
import { reminders } from './reminders-schema.js';
import { seenBy } from './reminders-audience-repository.js';
import type { ReminderViewer } from './reminders-audience-repository.js';
import type { OccasionPerson } from './reminder-occasions.js';
import { avatarWidthOf } from '../uploads/index.js';

const ph = (name: string) => sql.placeholder(name);

const { search: _search, ...reminderColumns } = getTableColumns(reminders);
/** a reminder as the lists give it: its columns but the search vector, with its author */
export const listColumns = {
  ...reminderColumns,
  authorName: users.displayName,
  authorAvatarUploadId: users.avatarUploadId,
  authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
};

/**
 * GET /reminders/upcoming's page as one prepared statement (the list's filter built once,
 * not per request): the viewer's pending reminders due in the window, soonest first, with
 * their total as a window over the same rows and the partner the occasions need, read once
 * (an uncorrelated subquery), so page 1 is one round trip. A page with no row carries
 * neither; the caller reads them apart then.
 */
export function createUpcomingPage(db: Db) {
  const statement = (withCouple: boolean) => {
    const userId = ph('userId');
    const coupleId = ph('coupleId');
    return db
      .select({
        ...listColumns,
        total: sql<number>`(count(*) over ())::int`,
        partner: withCouple
          ? sql<OccasionPerson | null>`(select json_build_object('id', p.id, 'displayName', p.display_name, 'dateOfBirth', p.date_of_birth) from ${coupleMembers} pm join ${users} p on p.id = pm.user_id where pm.couple_id = ${coupleId} and pm.user_id <> ${userId} limit 1)`
          : sql<OccasionPerson | null>`null::json`,
      })
      .from(reminders)
      .leftJoin(users, eq(users.id, reminders.authorId))
      .where(
        sql`${seenBy(userId, withCouple ? coupleId : null)} and ${reminders.isCompleted} = false and ${reminders.datetime} >= ${ph('from')}::timestamptz and ${reminders.datetime} <= ${ph('to')}::timestamptz`,
      )
      .orderBy(asc(reminders.datetime), asc(reminders.id))
      .limit(ph('limit'))
      .offset(ph('offset'))
      .prepare(withCouple ? 'reminders_upcoming_couple' : 'reminders_upcoming_single');
  };
  let couple: ReturnType<typeof statement> | undefined;
  let single: ReturnType<typeof statement> | undefined;

  return {
    /** a page of the pending reminders due in [from, to], and (on a row) total and partner */
    async upcomingPage(
      viewer: ReminderViewer,
      from: Date,
      to: Date,
      window: { offset: number; limit: number },
    ) {
      const prepared = viewer.coupleId
        ? (couple ??= statement(true))
        : (single ??= statement(false));
      const found = await prepared.execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        from: from.toISOString(),
        to: to.toISOString(),
        limit: window.limit,
        offset: window.offset,
      });
      const first = found[0];
      return {
        rows: found.map(({ total: _total, partner: _partner, ...row }) => row),
        read: first ? { total: first.total, partner: first.partner } : undefined,
      };
    },
  };
}
