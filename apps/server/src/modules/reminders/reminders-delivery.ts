import { randomUUID } from 'node:crypto';
import { nextOccurrenceAfter, reminderNoticeAt } from '@doita/shared';
import type { NewNotificationRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { RealtimeHub } from '../../lib/events.js';
import { coupleTopic, userTopic } from '../../lib/events.js';
import { newNotification } from '../notifications/index.js';
import type { NotificationsRepository } from '../notifications/index.js';
import { REMINDERS_PATH, createDeliveryChannels } from './delivery-channels.js';
import type { Delivered, DeliveryChannelsDeps } from './delivery-channels.js';
import type { DeliveryRepository, DueReminderRow } from './delivery-repository.js';
import { ruleOf } from './reminders-view.js';

export interface ReminderDeliveryDeps extends DeliveryChannelsDeps {
  transact: Transact<{
    delivery: DeliveryRepository;
    notifications: Pick<NotificationsRepository, 'insertMany'>;
  }>;
  events: Pick<RealtimeHub, 'publish'>;
  background: BackgroundTasks;
  batchSize: number;
}

/**
 * Who hears a reminder: both partners while its couple lasts and it is shared;
 * its author alone when it is private, written without a couple, or the couple has ended
 * (a disconnect keeps one's own reminders, and they still ring).
 */
export function recipientsOf(
  reminder: Pick<DueReminderRow, 'authorId' | 'isPrivate' | 'coupleStatus' | 'user1Id' | 'user2Id'>,
): string[] {
  if (
    reminder.isPrivate ||
    reminder.coupleStatus !== 'accepted' ||
    !reminder.user1Id ||
    !reminder.user2Id
  )
    return [reminder.authorId];
  return [reminder.user1Id, reminder.user2Id];
}

/**
 * Delivery: each due reminder is claimed by one server (FOR UPDATE
 * SKIP LOCKED), marked notified and given a notification per partner in the same
 * transaction, so it is delivered exactly once however many servers run. A repeating one
 * moves on to its next future occurrence instead (a server that was down delivers once,
 * then skips what it missed). Push, e-mail and the realtime events leave after commit.
 */
export function createReminderDelivery(deps: ReminderDeliveryDeps) {
  const { clock } = deps;
  const sendPushAndMail = createDeliveryChannels(deps);

  async function claimBatch(): Promise<Delivered[]> {
    const now = clock.now();
    return deps.transact(async ({ delivery, notifications: bell }) => {
      const due = await delivery.claimDue(now, deps.batchSize);
      const notifications: NewNotificationRow[] = [];
      const occurrences: Parameters<DeliveryRepository['insertOccurrences']>[0] = [];
      const done: string[] = [];
      const settled: string[] = [];
      const moves: { id: string; next: Date; notifyAt: Date }[] = [];
      const delivered: Delivered[] = [];
      /**
       * A repeating reminder whose occurrence has come moves on to its next one (the one
       * left behind goes into its history); anything else stays. Lead days: a reminder
       * noticed ahead stays on this occurrence until it comes.
       */
      const moveOn = (reminder: (typeof due)[number]): boolean => {
        const occurred = reminder.datetime.getTime() <= now.getTime();
        if (!occurred || !reminder.isRecurring) return false;
        const after = new Date(Math.max(reminder.scheduledAt.getTime(), now.getTime()));
        const next = nextOccurrenceAfter(ruleOf(reminder), after);
        if (!next) return false;
        moves.push({
          id: reminder.id,
          next,
          notifyAt: reminderNoticeAt(next, reminder.leadDays, reminder.timeZone),
        });
        occurrences.push({
          id: randomUUID(),
          reminderId: reminder.id,
          coupleId: reminder.coupleId,
          occurredAt: reminder.scheduledAt,
          outcome: 'delivered',
          createdAt: now,
        });
        return true;
      };
      for (const reminder of due) {
        if (reminder.notified) {
          // Noticed ahead of time: once its occurrence has come, a repeating one moves on;
          // nothing is left for a one-off.
          if (!moveOn(reminder)) settled.push(reminder.id);
          continue;
        }
        const to = recipientsOf(reminder);
        for (const userId of to) {
          notifications.push(
            newNotification(
              userId,
              'reminder_due',
              {
                reminderId: reminder.id,
                title: reminder.title,
                datetime: reminder.datetime.toISOString(),
                type: reminder.type,
              },
              REMINDERS_PATH,
              now,
            ),
          );
        }
        delivered.push({ reminder, to });
        if (!moveOn(reminder)) done.push(reminder.id);
      }
      await bell.insertMany(notifications);
      await delivery.insertOccurrences(occurrences);
      await delivery.markNotified(done, now);
      await delivery.settle(settled);
      await delivery.moveOn(moves, now);
      return delivered;
    });
  }

  function announce(delivered: Delivered[]): void {
    const couples = new Set<string>();
    const users = new Set<string>();
    const authors = new Set<string>();
    for (const { reminder, to } of delivered) {
      if (reminder.coupleId && !reminder.isPrivate) couples.add(reminder.coupleId);
      else authors.add(reminder.authorId);
      for (const id of to) users.add(id);
    }
    for (const id of users) deps.events.publish({ topic: userTopic(id), event: 'notification' });
    for (const id of couples) deps.events.publish({ topic: coupleTopic(id), event: 'reminders' });
    for (const id of authors) deps.events.publish({ topic: userTopic(id), event: 'reminders' });
    if (users.size > 0)
      deps.background.run('reminder push and mail', () => sendPushAndMail(delivered));
  }

  return {
    /** delivers everything due now, a batch per transaction; resolves with how many */
    async runOnce(): Promise<number> {
      let total = 0;
      for (;;) {
        const delivered = await claimBatch();
        total += delivered.length;
        if (delivered.length > 0) announce(delivered);
        if (delivered.length < deps.batchSize) return total;
      }
    },
  };
}
