import type { TFunction } from 'i18next';
import type { Dashboard } from '@doita/shared';
import { formatDateAndTime } from '@/lib/format';
import { milestoneWording } from '@/lib/milestone-wording';

/** "14 thg 2, 2026 lúc 19:30" / "14 Feb 2026 at 19:30", in the viewer's zone. */
export function reminderWhen(t: TFunction, iso: string, language: string, timeZone: string) {
  return t('reminders:item.when', formatDateAndTime(iso, language, timeZone));
}

export type DashboardMilestone = NonNullable<Dashboard['couple']>['nextMilestone'];

/** The dashboard's next milestone, worded as every screen words one (`lib/milestone-wording`). */
export const dashboardMilestoneWording = (t: TFunction, milestone: DashboardMilestone): string =>
  milestoneWording(t, {
    kind: milestone.milestone,
    n: milestone.count,
    daysUntil: milestone.daysUntil,
  });
