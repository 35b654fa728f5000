import { and, eq, isNull, not, or } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { reminderPendingCounts, reminders } from './reminders-schema.js';

/*
 * Who sees a reminder: the one rule every read of reminders uses (the lists, the
 * dashboard, the timeline, the calendar feed, an export), and the trash its own part of.
 */

/** Who is looking: a reminder is its author's, and its couple's while shared. */
export interface ReminderViewer {
  userId: string;
  coupleId: string | null;
}

/**
 * Whose a reminder is to a viewer, trash aside: what they wrote, wherever they wrote it, and
 * what their current couple's other half wrote in that couple and did not keep private.
 * Each arm follows an index: (author, datetime) and (couple, ...). The trash lists a
 * viewer's deleted reminders by this rule.
 */
export function audienceOf(viewer: ReminderViewer): SQL {
  const { mine, ours } = armsOf(viewer.userId, viewer.coupleId || null);
  return ours ? or(mine, ours)! : mine;
}

/** A viewer's id or couple as a value, SQL, or a prepared statement's placeholder. */
type Param = string | SQL | Placeholder;

/** The two arms of the rule: mine, and (with a couple) our couple's not kept private. */
function armsOf(userId: Param, coupleId: Param | null): { mine: SQL; ours?: SQL } {
  const mine = eq(reminders.authorId, userId);
  if (coupleId === null) return { mine };
  return { mine, ours: and(eq(reminders.coupleId, coupleId), not(reminders.isPrivate))! };
}

/** What a viewer sees: `audienceOf`, not in the trash (every read but the trash's). */
export function visibleTo(viewer: ReminderViewer): SQL {
  return seenBy(viewer.userId, viewer.coupleId || null);
}

/** `visibleTo` over values, SQL or placeholders (the dashboard's prepared statements). */
export function seenBy(userId: Param, coupleId: Param | null): SQL {
  const { mine, ours } = armsOf(userId, coupleId);
  return and(isNull(reminders.deletedAt), ours ? or(mine, ours) : mine)!;
}

/**
 * `seenBy` as its arms, each matching an index ((author, datetime), (couple, ...)): a read
 * that takes each arm on its own and unions them (the timeline: each arm stops at its
 * limit) sees exactly what `seenBy` lets through.
 */
export function seenByArms(userId: Param, coupleId: Param | null): SQL[] {
  const live = isNull(reminders.deletedAt);
  const { mine, ours } = armsOf(userId, coupleId);
  return [and(live, mine)!, ...(ours ? [and(live, ours)!] : [])];
}

/**
 * The rule over `reminder_pending_counts` ('' for "no couple"): how many pending reminders
 * `seenBy` lets a viewer see, without reading them.
 */
export function pendingCountedFor(userId: Param, coupleId: Param | null): SQL {
  const mine = eq(reminderPendingCounts.authorId, userId);
  if (coupleId === null) return mine;
  return or(
    mine,
    and(eq(reminderPendingCounts.coupleId, coupleId), not(reminderPendingCounts.isPrivate)),
  )!;
}
