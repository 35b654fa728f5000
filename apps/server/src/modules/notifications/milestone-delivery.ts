import { isValidTimeZone, milestonesToday, relationshipStartIso } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import type { NotificationsRepository } from './notifications-repository.js';
import type { Notifier, NotifyInput } from './notifier.js';

export interface MilestoneDeliveryDeps {
  milestones: Pick<NotificationsRepository, 'connectedCouples'>;
  notifier: Pick<Notifier, 'notify'>;
  clock: Clock;
  /** couples read per page */
  pageSize?: number;
}

/** A day changes at most once an hour somewhere: a look every ten minutes is on time. */
const EVERY_MS = 10 * 60_000;

/**
 * Milestones (docs/product-rules.md, Days together): on the 100th, 200th ... day and each
 * anniversary, each partner is told on that day in their own time zone, exactly once:
 * the notification's dedupe key is unique per person, so however many runs or servers
 * see the day, one row is written. Runs with the reminder scheduler, at most every ten
 * minutes of its clock.
 */
export function createMilestoneDelivery(deps: MilestoneDeliveryDeps) {
  const pageSize = deps.pageSize ?? 500;
  let lastRun: number | null = null;

  return {
    /** how many people were considered for a milestone today (0 when skipped) */
    async runOnce(): Promise<number> {
      const now = deps.clock.now();
      if (lastRun !== null && Math.abs(now.getTime() - lastRun) < EVERY_MS) return 0;
      lastRun = now.getTime();
      let after = '';
      let due = 0;
      for (;;) {
        const page = await deps.milestones.connectedCouples(after, pageSize);
        const inputs: NotifyInput[] = [];
        for (const couple of page) {
          for (const [userId, zone] of [
            [couple.user1Id, couple.timeZone1],
            [couple.user2Id, couple.timeZone2],
          ] as const) {
            const timeZone = isValidTimeZone(zone) ? zone : 'Asia/Ho_Chi_Minh';
            const start = relationshipStartIso(
              couple.anniversaryDate,
              couple.connectedAt,
              timeZone,
            );
            for (const milestone of milestonesToday(couple.id, start, now, timeZone)) {
              inputs.push({
                to: userId,
                actorId: null,
                type: 'milestone',
                data: { kind: milestone.kind, count: milestone.count, coupleId: couple.id },
                link: '/',
                dedupeKey: milestone.key,
              });
            }
          }
        }
        due += inputs.length;
        if (inputs.length > 0) await deps.notifier.notify(inputs);
        const last = page.at(-1);
        if (!last || page.length < pageSize) return due;
        after = last.id;
      }
    },
  };
}
