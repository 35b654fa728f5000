import { milestonesBetween } from '../couple/couple-rules.js';
import { parseIsoDate, toLocalDate } from '../dates/zoned-dates.js';
import type { NotificationTopic } from '../preferences/preferences-schemas.js';
import type { NotificationType } from './notifications-schemas.js';

/**
 * What each kind of notification obeys and how it folds (docs/product-rules.md,
 * Notifications): memory_* the memories toggle, post_* the blog, invitation_*, milestone
 * and disconnect the couple,
 * reminder_* the reminders. `folds`: several from the same partner within
 * NOTIFICATION_FOLD_MINUTES update one notification (a count in `data`); `listLink` is
 * where a folded one about several different things leads.
 */
export const NOTIFICATION_RULES: Record<
  NotificationType,
  {
    topic: NotificationTopic;
    folds: boolean;
    listLink: string | null;
    /** how long after it began a notification still folds (NOTIFICATION_FOLD_MINUTES when unset) */
    foldMinutes?: number;
  }
> = {
  memory_created: { topic: 'memories', folds: true, listLink: '/memories' },
  memory_reaction: { topic: 'memories', folds: true, listLink: '/memories' },
  memory_comment: { topic: 'memories', folds: true, listLink: '/memories' },
  post_published: { topic: 'blog', folds: true, listLink: '/blog' },
  post_liked: { topic: 'blog', folds: true, listLink: '/blog' },
  post_comment: { topic: 'blog', folds: true, listLink: '/blog' },
  invitation_received: { topic: 'couple', folds: false, listLink: null },
  invitation_accepted: { topic: 'couple', folds: false, listLink: null },
  invitation_declined: { topic: 'couple', folds: false, listLink: null },
  milestone: { topic: 'couple', folds: false, listLink: null },
  couple_disconnected: { topic: 'couple', folds: false, listLink: null },
  reminder_due: { topic: 'reminders', folds: false, listLink: null },
  import_offer: { topic: 'couple', folds: false, listLink: null },
  question_revealed: { topic: 'questions', folds: false, listLink: null },
  letter_sent: { topic: 'letters', folds: false, listLink: null },
  letter_opened: { topic: 'letters', folds: false, listLink: null },
  checkin: { topic: 'checkins', folds: false, listLink: null },
  list_item_done: { topic: 'list', folds: true, listLink: '/together/list' },
  // Unread messages fold into one per conversation while it stays unread ("An sent 3
  // messages"): a week, then a new one begins.
  message: { topic: 'messages', folds: true, listLink: '/messages', foldMinutes: 7 * 24 * 60 },
  nudge: { topic: 'messages', folds: false, listLink: null },
};

export const NOTIFICATION_FOLD_MINUTES = 10;

/** how long a notification of `type` keeps folding the next ones in, in minutes */
export function foldMinutesOf(type: NotificationType): number {
  return NOTIFICATION_RULES[type].foldMinutes ?? NOTIFICATION_FOLD_MINUTES;
}

/** Types older servers wrote, read as today's (rows keep their stored type). */
export const LEGACY_NOTIFICATION_TYPES: Record<string, NotificationType> = {
  couple_invitation: 'invitation_received',
  couple_accepted: 'invitation_accepted',
  couple_declined: 'invitation_declined',
};

export type NotificationFacts = Record<string, string | number | boolean | null>;

/** the id of the thing a notification is about (memoryId, postId), if any */
function subjectOf(data: NotificationFacts): string | null {
  const id = data.memoryId ?? data.postId;
  return typeof id === 'string' ? id : null;
}

export interface FoldCandidate {
  type: string;
  actorId: string | null;
  createdAt: Date;
  isRead: boolean;
}

/**
 * Whether a new notification of `type` by `actorId` at `at` folds into `existing`: same
 * kind, same partner, still unread, and `existing` began less than the window ago.
 */
export function foldsInto(
  existing: FoldCandidate,
  next: { type: NotificationType; actorId: string | null; at: Date },
): boolean {
  if (!NOTIFICATION_RULES[next.type].folds || next.actorId === null) return false;
  if (existing.type !== next.type || existing.actorId !== next.actorId || existing.isRead)
    return false;
  const age = next.at.getTime() - existing.createdAt.getTime();
  return age >= 0 && age < foldMinutesOf(next.type) * 60_000;
}

/**
 * The folded notification: the newest facts, `count` one more, and a link to the list
 * when it is now about several different things ("An added 6 photos" opens the memories).
 */
export function foldNotification(
  type: NotificationType,
  existing: { data: NotificationFacts; link: string | null },
  next: { data: NotificationFacts; link: string | null },
): { data: NotificationFacts; link: string | null } {
  const before = typeof existing.data.count === 'number' ? existing.data.count : 1;
  const same =
    subjectOf(existing.data) !== null && subjectOf(existing.data) === subjectOf(next.data);
  const several = existing.data.several === true || !same;
  return {
    data: { ...next.data, count: before + 1, several },
    link: several ? (NOTIFICATION_RULES[type].listLink ?? next.link) : next.link,
  };
}

/** the first characters of a comment, for the bell */
export function commentExcerpt(content: string, max = 80): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

export interface MilestoneToday {
  kind: 'days' | 'years';
  count: number;
  /** one notification per person and milestone, ever (a unique key in the database) */
  key: string;
}

/**
 * The milestones that fall today on this person's calendar (the 100th,
 * 200th ... day counting the start as day 1, and each anniversary, 29 February on
 * 28 February in common years): what the scheduler announces, once.
 */
export function milestonesToday(
  coupleId: string,
  startIso: string | null,
  now: Date,
  timeZone: string,
): MilestoneToday[] {
  const start = parseIsoDate(startIso);
  if (!start) return [];
  const today = toLocalDate(now, timeZone);
  return milestonesBetween(start, today, today).map((milestone) => {
    const count = milestone.kind === 'days' ? milestone.days : milestone.years;
    return {
      kind: milestone.kind,
      count,
      key: `milestone:${coupleId}:${startIso}:${milestone.kind}:${count}`,
    };
  });
}
