import { isLocale } from '@doita/shared';
import type { LocaleCode, ReminderPushPayload } from '@doita/shared';
import type { PushSubscriptionRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { reminderDueMail, remindersLink } from '../../lib/mail-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PushResult, PushSender } from '../../lib/push.js';
import { createTaskPool } from '../../lib/task-pool.js';
import { notificationPreferencesOf } from '../preferences/index.js';
import type { PushRepository } from '../push/index.js';
import type { Recipient, UsersRepository } from '../users/index.js';
import type { DueReminderRow } from './delivery-repository.js';

export interface DeliveryChannelsDeps {
  users: Pick<UsersRepository, 'recipients'>;
  subscriptions: Pick<
    PushRepository,
    'subscriptionsOf' | 'deleteSubscriptions' | 'markSubscriptionsUsed'
  >;
  push: PushSender;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
}

/** What one claimed batch owes people once its transaction has committed. */
export interface Delivered {
  reminder: DueReminderRow;
  to: string[];
}

export const REMINDERS_PATH = '/reminders';

/**
 * Reminder e-mails leave a few at a time, each person's in turn: a thousand reminders due
 * at once are a queue, not a thousand SMTP connections. (Push has its own pool, in the
 * push sender, shared by every delivery.)
 */
const MAIL_POOL = { concurrency: 4, perKey: 1, maxQueued: 5000, maxQueuedPerKey: 50 };

function whenText(at: Date, language: LocaleCode, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

/** Push and e-mail for delivered reminders, after their transaction committed. */
export function createDeliveryChannels(deps: DeliveryChannelsDeps) {
  const mailPool = createTaskPool(MAIL_POOL);

  return async function sendPushAndMail(delivered: Delivered[]): Promise<void> {
    const userIds = [...new Set(delivered.flatMap((d) => d.to))];
    const recipients = new Map((await deps.users.recipients(userIds)).map((r) => [r.id, r]));
    const wants = (r: Recipient | undefined, channel: 'push' | 'email') => {
      if (!r) return false;
      const prefs = notificationPreferencesOf(r);
      return prefs[channel] && prefs.reminders;
    };
    const pushTo = userIds.filter((id) => wants(recipients.get(id), 'push'));
    const subscriptions = new Map<string, PushSubscriptionRow[]>();
    if (deps.push.publicKey) {
      for (const row of await deps.subscriptions.subscriptionsOf(pushTo)) {
        subscriptions.set(row.userId, [...(subscriptions.get(row.userId) ?? []), row]);
      }
    }
    const outcomes: Promise<[string, PushResult]>[] = [];
    const mails: Promise<unknown>[] = [];
    for (const { reminder, to } of delivered) {
      for (const userId of to) {
        const recipient = recipients.get(userId);
        if (!recipient) continue;
        const language: LocaleCode = isLocale(recipient.language) ? recipient.language : 'vi';
        const payload: ReminderPushPayload = {
          kind: 'reminder_due',
          reminderId: reminder.id,
          title: reminder.title,
          datetime: reminder.datetime.toISOString(),
          url: REMINDERS_PATH,
          language,
        };
        for (const subscription of subscriptions.get(userId) ?? []) {
          outcomes.push(
            deps.push.send(subscription, payload, userId).then(
              (result): [string, PushResult] => [subscription.id, result],
              // A sender that throws fails this push only: the others and their bookkeeping go on.
              (): [string, PushResult] => [subscription.id, 'failed'],
            ),
          );
        }
        if (wants(recipient, 'email')) {
          const mail = reminderDueMail({
            to: recipient.email,
            displayName: recipient.displayName,
            language,
            link: remindersLink(deps.publicUrl),
            title: reminder.title,
            description: reminder.description,
            when: whenText(reminder.datetime, language, recipient.timeZone),
          });
          mails.push(mailPool.run(userId, () => deps.mailer.send(mail)));
        }
      }
    }
    const results = await Promise.all(outcomes);
    const ids = (wanted: PushResult) => [
      ...new Set(results.filter(([, r]) => r === wanted).map(([id]) => id)),
    ];
    await deps.subscriptions.markSubscriptionsUsed(ids('sent'), deps.clock.now());
    await deps.subscriptions.deleteSubscriptions(ids('gone'));
    const missed = results.filter(([, r]) => r !== 'sent' && r !== 'gone');
    if (missed.length > 0) {
      const count = (wanted: PushResult) => missed.filter(([, r]) => r === wanted).length;
      deps.log.warn(
        { failed: count('failed'), refused: count('refused'), dropped: count('dropped') },
        'some pushes were not delivered',
      );
    }
    await Promise.allSettled(mails);
  };
}
