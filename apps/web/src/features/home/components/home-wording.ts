import type { TFunction } from 'i18next';
import type { Dashboard } from '@doita/shared';
import { formatDateAndTime } from '@/lib/format';

/** "14 thg 2, 2026 lúc 19:30" / "14 Feb 2026 at 19:30", in the viewer's zone. */
export function reminderWhen(t: TFunction, iso: string, language: string, timeZone: string) {
  return t('reminders:item.when', formatDateAndTime(iso, language, timeZone));
}

export type DashboardMilestone = NonNullable<Dashboard['couple']>['nextMilestone'];

/** "Ngày thứ 1000 còn 12 ngày", "Kỷ niệm 2 năm còn 5 ngày", or today's celebration. */
export function milestoneWording(t: TFunction, milestone: DashboardMilestone): string {
  const { milestone: kind, count, daysUntil } = milestone;
  if (daysUntil <= 0)
    return t(kind === 'days' ? 'home:milestone.todayDays' : 'home:milestone.todayYears', {
      n: count,
    });
  return t(`home:milestone.${kind}`, { n: count, count: daysUntil });
}
