import type { UploadsService } from '../uploads/index.js';
import {
  UPCOMING_WINDOW_DAYS,
  completionRate,
  dayNumber,
  fromDayNumber,
  parseIsoDate,
  remindersPagination,
  toLocalDate,
  zonedToInstant,
} from '@doita/shared';
import type {
  ReminderFilter,
  ReminderStatistics,
  ReminderType,
  RemindersList,
  RemindersPageQuery,
  UpcomingReminders,
} from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import type { SigningIn } from '../auth/index.js';
import type { Caller } from '../users/index.js';
import type { ReminderOccasions } from './reminder-occasions.js';
import type { ReminderQuery, RemindersRepository } from './reminders-repository.js';
import { viewerOf } from './reminders-service.js';
import { toReminder } from './reminders-view.js';

export interface ReminderListsDeps {
  reminders: Pick<RemindersRepository, 'list' | 'counts' | 'byMonth' | 'signedInUpcomingPage'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  occasions: Pick<ReminderOccasions, 'upcoming' | 'of'>;
  clock: Clock;
}

export type ReminderListsService = ReturnType<typeof createReminderListsService>;

const DAY_MS = 86_400_000;

type UpcomingQuery = RemindersPageQuery & { days: number };

/** The start of the day after `date`'s local day, as an instant. */
function endOfLocalDay(now: Date, timeZone: string): Date {
  const tomorrow = fromDayNumber(dayNumber(toLocalDate(now, timeZone)) + 1);
  return (
    zonedToInstant({ ...tomorrow, hour: 0, minute: 0 }, timeZone, { nonexistent: 'shift' }) ??
    new Date(now.getTime() + DAY_MS)
  );
}

/** Search text to words: letters and digits only, so nothing reaches to_tsquery's syntax. */
function searchWords(q: string): string[] {
  return (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/**
 * The couple's reminders as lists (the six filters, upcoming, overdue, by type, by day,
 * search, recurring) and their statistics: what the viewer sees (reminders-audience-repository.ts
 * visibleTo), so someone without a couple sees their own.
 */
export function createReminderListsService(deps: ReminderListsDeps) {
  const { reminders, clock, uploadsService } = deps;

  function upcomingWindow(query: UpcomingQuery) {
    const now = clock.now();
    const window = { offset: (query.page - 1) * query.limit, limit: query.limit };
    return { now, to: new Date(now.getTime() + query.days * DAY_MS), window };
  }

  /**
   * The page's answer: one statement brought the page, its total and the partner the
   * occasions need; an empty page carries none of them, and they are read apart (past the
   * end, or a quiet week).
   */
  async function upcomingAnswer(
    user: Caller,
    query: UpcomingQuery,
    now: Date,
    to: Date,
    { rows, read }: Omit<Awaited<ReturnType<RemindersRepository['signedInUpcomingPage']>>, 'user'>,
  ): Promise<UpcomingReminders> {
    const { page: currentPage, limit } = query;
    const offset = (currentPage - 1) * limit;
    const me = { id: user.id, displayName: user.displayName, dateOfBirth: user.dateOfBirth };
    const [total, occasions] = await Promise.all([
      read
        ? read.total
        : offset === 0
          ? 0
          : reminders
              .list(viewerOf(user), { kind: 'dueWithin', from: now, to }, { offset: 0, limit: 1 })
              .then((counted) => counted.total),
      currentPage !== 1
        ? []
        : read
          ? deps.occasions.of(user, read.partner ? [me, read.partner] : [me], query.days)
          : deps.occasions.upcoming(user, query.days),
    ]);
    return {
      reminders: rows.map((row) =>
        toReminder(row, user.timeZone, now, (ref) => uploadsService.avatarUrl(ref, user)),
      ),
      pagination: remindersPagination(total, limit, currentPage),
      occasions,
    };
  }

  async function page(
    user: Caller,
    query: ReminderQuery,
    window: RemindersPageQuery,
  ): Promise<RemindersList> {
    const { page: currentPage, limit } = window;
    const { rows, total } = await reminders.list(viewerOf(user), query, {
      offset: (currentPage - 1) * limit,
      limit,
    });
    const now = clock.now();
    return {
      reminders: rows.map((row) =>
        toReminder(row, user.timeZone, now, (ref) => uploadsService.avatarUrl(ref, user)),
      ),
      pagination: remindersPagination(total, limit, currentPage),
    };
  }

  function filterQuery(filter: ReminderFilter, now: Date): ReminderQuery {
    const weekAhead = new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS);
    switch (filter) {
      case 'all':
      case 'pending':
      case 'completed':
        return { kind: filter };
      case 'overdue':
        return { kind: 'overdue', now };
      case 'upcoming':
        return { kind: 'dueWithin', from: now, to: weekAhead };
      case 'future':
        return { kind: 'after', from: weekAhead };
    }
  }

  return {
    list: (user: Caller, query: RemindersPageQuery & { filter: ReminderFilter }) =>
      page(user, filterQuery(query.filter, clock.now()), query),

    /**
     * The pending reminders due within `days`, soonest first, with the anniversary and
     * birthdays in the window on the first page, for the holder of an access token: read
     * with the page in one statement and signed in (a token that no longer holds is refused)
     * before anything of the page is used.
     */
    async upcomingSigningIn(caller: SigningIn, query: UpcomingQuery): Promise<UpcomingReminders> {
      const { now, to, window } = upcomingWindow(query);
      const { user, ...found } = await reminders.signedInUpcomingPage(
        { userId: caller.userId, sessionId: caller.sessionId },
        now,
        to,
        window,
      );
      return upcomingAnswer(caller.accept(user), query, now, to, found);
    },

    overdue: (user: Caller, query: RemindersPageQuery) =>
      page(user, { kind: 'overdue', now: clock.now() }, query),

    byType: (user: Caller, type: ReminderType, query: RemindersPageQuery) =>
      page(user, { kind: 'type', type }, query),

    recurring: (user: Caller, query: RemindersPageQuery) =>
      page(user, { kind: 'recurring' }, query),

    /** a calendar day on the caller's wall clock */
    byDate: (user: Caller, date: string, query: RemindersPageQuery) => {
      const day = parseIsoDate(date)!;
      const next = fromDayNumber(dayNumber(day) + 1);
      const at = (d: typeof day) =>
        zonedToInstant({ ...d, hour: 0, minute: 0 }, user.timeZone, { nonexistent: 'shift' })!;
      return page(user, { kind: 'between', from: at(day), to: at(next) }, query);
    },

    search: (user: Caller, query: RemindersPageQuery & { q: string }) => {
      const words = searchWords(query.q);
      if (words.length === 0)
        return Promise.resolve<RemindersList>({
          reminders: [],
          pagination: remindersPagination(0, query.limit, query.page),
        });
      return page(user, { kind: 'search', words }, query);
    },

    async statistics(user: Caller): Promise<{ statistics: ReminderStatistics }> {
      const now = clock.now();
      const [counts, byMonth] = await Promise.all([
        reminders.counts(
          viewerOf(user),
          now,
          endOfLocalDay(now, user.timeZone),
          new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS),
        ),
        reminders.byMonth(viewerOf(user), user.timeZone),
      ]);
      return {
        statistics: {
          total: counts.total,
          completed: counts.completed,
          pending: counts.total - counts.completed,
          overdue: counts.overdue,
          today: counts.today,
          upcoming: counts.upcoming,
          future: counts.future,
          recurring: counts.recurring,
          lunar: counts.lunar,
          completionRate: completionRate(counts.completed, counts.total),
          byType: {
            anniversary: counts.anniversary,
            birthday: counts.birthday,
            date: counts.date,
            custom: counts.custom,
          },
          byMonth,
        },
      };
    },
  };
}
