import {
  DASHBOARD_UPCOMING,
  DASHBOARD_UPCOMING_DAYS,
  ON_THIS_DAY_MAX,
  RECENT_ACTIVITY,
  daysTogether,
  formatIsoDate,
  mergeRecentActivity,
  nextMilestone,
  onThisDayMonthDays,
  parseIsoDate,
  relationshipStartIso,
  splitUpcoming,
  toLocalDate,
  yearsAgo,
} from '@doita/shared';
import type { Dashboard, LocalDate, MemoryMood, ReminderType } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { toReminderCard } from '../reminders/index.js';
import type { ReminderOccasions } from '../reminders/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type { DashboardRepository } from './dashboard-repository.js';

export interface DashboardServiceDeps {
  dashboard: DashboardRepository;
  uploadsService: Pick<UploadsService, 'toImage'>;
  occasions: Pick<ReminderOccasions, 'of'>;
  clock: Clock;
}

export type DashboardService = ReturnType<typeof createDashboardService>;

const DAY_MS = 86_400_000;

type Rows<K extends keyof DashboardRepository> = Awaited<ReturnType<DashboardRepository[K]>>;
type RecentActivity = Dashboard['recentActivity'][number];

const toRecentMemory = (m: Rows<'recentMemories'>[number]): RecentActivity => ({
  kind: 'memory',
  id: m.id,
  title: m.title,
  date: m.date,
  mood: m.mood as MemoryMood | null,
  createdAt: m.createdAt.toISOString(),
});

const toRecentReminder = (r: Rows<'recentReminders'>[number]): RecentActivity => ({
  kind: 'reminder',
  id: r.id,
  title: r.title,
  datetime: r.datetime.toISOString(),
  type: r.type as ReminderType,
  createdAt: r.createdAt.toISOString(),
});

/** The couple time display: null when single, or when the couple has no start day at all. */
function coupleTime(
  user: UserWithCouple,
  partnerName: string | null,
  today: LocalDate,
): Dashboard['couple'] {
  if (!user.coupleId) return null;
  const startIso = relationshipStartIso(
    user.coupleAnniversaryDate,
    user.coupleConnectedAt,
    user.timeZone,
  );
  const start = parseIsoDate(startIso);
  if (!startIso || !start) return null;
  const next = nextMilestone(start, today);
  return {
    partnerName: partnerName ?? '',
    startDate: startIso,
    daysTogether: daysTogether(start, today),
    nextMilestone: {
      milestone: next.kind,
      count: next.kind === 'days' ? next.days : next.years,
      date: formatIsoDate(next.date),
      daysUntil: next.daysUntil,
    },
  };
}

/**
 * GET /dashboard: the home page in one answer, in the viewer's time zone. Five
 * prepared statements, all at once, each through an index (dashboard-repository.ts); the
 * occasions are computed from the viewer's row and the partner the counts bring.
 */
export function createDashboardService(deps: DashboardServiceDeps) {
  const { dashboard, uploadsService, clock } = deps;

  return {
    async get(user: Caller): Promise<{ dashboard: Dashboard }> {
      const now = clock.now();
      const today = toLocalDate(now, user.timeZone);
      const viewer = { userId: user.id, coupleId: user.coupleId };
      const until = new Date(now.getTime() + DASHBOARD_UPCOMING_DAYS * DAY_MS);
      const monthDays = onThisDayMonthDays(today).map((d) => d.month * 100 + d.day);
      const yearStart = formatIsoDate({ year: today.year, month: 1, day: 1 });

      const [counts, recentMemories, recentReminders, upcoming, onThisDay] = await Promise.all([
        dashboard.counts(viewer, now, until),
        dashboard.recentMemories(viewer, RECENT_ACTIVITY.perKind),
        dashboard.recentReminders(viewer, RECENT_ACTIVITY.perKind),
        dashboard.upcoming(viewer, now, DASHBOARD_UPCOMING),
        dashboard.onThisDay(viewer, monthDays, yearStart, ON_THIS_DAY_MAX),
      ]);
      // the viewer is the signed-in row, the partner came with the counts: no statement more
      const me = { id: user.id, displayName: user.displayName, dateOfBirth: user.dateOfBirth };
      const occasions = deps.occasions.of(
        user,
        counts.partner ? [me, counts.partner] : [me],
        DASHBOARD_UPCOMING_DAYS,
      );

      const soon = splitUpcoming(upcoming, until);
      const recentActivity = mergeRecentActivity(
        recentMemories.map(toRecentMemory),
        recentReminders.map(toRecentReminder),
      );

      return {
        dashboard: {
          today: formatIsoDate(today),
          counts: {
            memories: counts.memories,
            activeReminders: counts.activeReminders,
            upcomingReminders: counts.upcomingReminders,
            places: counts.places,
          },
          recentActivity,
          upcoming: soon.upcoming.map((r) => toReminderCard(r, now, user.timeZone)),
          nextReminder: soon.next && toReminderCard(soon.next, now, user.timeZone),
          occasions,
          onThisDay: onThisDay.map((m) => ({
            id: m.id,
            title: m.title,
            date: m.date,
            yearsAgo: yearsAgo(m.date, today),
            cover: m.cover ? uploadsService.toImage(m.cover, user) : null,
          })),
          couple: coupleTime(user, counts.partner?.displayName ?? null, today),
        },
      };
    },
  };
}
