import {
  NOTIFICATION_RULES,
  foldMinutesOf,
  foldNotification,
  foldsInto,
  isLocale,
} from '@doita/shared';
import type { NotificationPushPayload, NotificationType } from '@doita/shared';
import type { PushSubscriptionRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/events.js';
import { userTopic } from '../../lib/events.js';
import type { PushResult, PushSender } from '../../lib/push.js';
import { notificationPreferencesOf } from '../preferences/index.js';
import type { PushRepository } from '../push/index.js';
import type { Recipient, UsersRepository } from '../users/index.js';
import { notificationPushText } from './notification-push-text.js';
import type { NotificationsRepository } from './notifications-repository.js';
import { newNotification } from './notifications-service.js';
import type { NotificationData } from './notifications-service.js';

/** One thing to tell one person. */
export interface NotifyInput {
  to: string;
  /** who did it: nobody is told of their own action; folding keys on it */
  actorId: string | null;
  type: NotificationType;
  data: NotificationData;
  link: string | null;
  /** once per person ever (a milestone) */
  dedupeKey?: string;
}

export interface NotifierDeps {
  notifications: Pick<NotificationsRepository, 'partnerOf'>;
  transact: Transact<{ notifications: NotificationsRepository }>;
  users: Pick<UsersRepository, 'recipients'>;
  subscriptions: Pick<
    PushRepository,
    'subscriptionsOf' | 'markSubscriptionsUsed' | 'deleteSubscriptions'
  >;
  events: Pick<RealtimeHub, 'publish'>;
  push: PushSender;
  background: BackgroundTasks;
  clock: Clock;
}

export type Notifier = ReturnType<typeof createNotifier>;

interface Written {
  input: NotifyInput;
  recipient: Recipient;
  /** what the bell now holds: the folded facts when it folded */
  data: NotificationData;
  link: string | null;
  id: string;
}

/**
 * Notifications between partners (docs/product-rules.md, Notifications): each obeys its
 * person's toggle for its topic (NOTIFICATION_RULES), never reaches the one who acted, and
 * folds into the same
 * kind from the same partner within NOTIFICATION_FOLD_MINUTES. Written in one transaction
 * after the action committed; then the bell hears a realtime event and Web Push leaves in
 * the background, in the reader's language, when they allow push.
 */
export function createNotifier(deps: NotifierDeps) {
  async function write(inputs: NotifyInput[], recipients: Map<string, Recipient>) {
    const at = deps.clock.now();
    return deps.transact(async ({ notifications }) => {
      const written: Written[] = [];
      for (const input of inputs) {
        const recipient = recipients.get(input.to);
        if (!recipient) continue;
        const foldable =
          input.actorId !== null && NOTIFICATION_RULES[input.type].folds
            ? await notifications.latestFoldable(
                input.to,
                input.type,
                input.actorId,
                new Date(at.getTime() - foldMinutesOf(input.type) * 60_000),
              )
            : undefined;
        if (
          foldable &&
          foldsInto(
            {
              type: foldable.type,
              actorId: foldable.actorId,
              createdAt: foldable.createdAt,
              isRead: foldable.readAt !== null,
            },
            { type: input.type, actorId: input.actorId, at },
          )
        ) {
          const folded = foldNotification(input.type, foldable, input);
          await notifications.fold(foldable.id, { ...folded, at });
          written.push({ input, recipient, ...folded, id: foldable.id });
          continue;
        }
        const row = {
          ...newNotification(input.to, input.type, input.data, input.link, at),
          actorId: input.actorId,
          dedupeKey: input.dedupeKey ?? null,
        };
        if (await notifications.insertOnce(row))
          written.push({ input, recipient, data: input.data, link: input.link, id: row.id });
      }
      return written;
    });
  }

  async function push(written: Written[]): Promise<void> {
    if (!deps.push.publicKey) return;
    const wanting = written.filter((w) => notificationPreferencesOf(w.recipient).push);
    if (wanting.length === 0) return;
    const byUser = new Map<string, PushSubscriptionRow[]>();
    for (const row of await deps.subscriptions.subscriptionsOf([
      ...new Set(wanting.map((w) => w.input.to)),
    ]))
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const outcomes: Promise<[string, PushResult]>[] = [];
    for (const w of wanting) {
      const language = isLocale(w.recipient.language) ? w.recipient.language : 'vi';
      const payload: NotificationPushPayload = {
        kind: 'notification',
        type: w.input.type,
        ...notificationPushText(w.input.type, w.data, language),
        url: w.link ?? '/',
        language,
        tag: `notification-${w.id}`,
      };
      for (const subscription of byUser.get(w.input.to) ?? []) {
        outcomes.push(
          deps.push.send(subscription, payload, w.input.to).then(
            (result): [string, PushResult] => [subscription.id, result],
            (): [string, PushResult] => [subscription.id, 'failed'],
          ),
        );
      }
    }
    const results = await Promise.all(outcomes);
    const ids = (wanted: PushResult) => [
      ...new Set(results.filter(([, r]) => r === wanted).map(([id]) => id)),
    ];
    await deps.subscriptions.markSubscriptionsUsed(ids('sent'), deps.clock.now());
    await deps.subscriptions.deleteSubscriptions(ids('gone'));
  }

  async function notify(inputs: NotifyInput[]): Promise<void> {
    const others = inputs.filter((input) => input.to !== input.actorId);
    if (others.length === 0) return;
    const recipients = new Map(
      (await deps.users.recipients([...new Set(others.map((i) => i.to))])).map((r) => [r.id, r]),
    );
    const wanted = others.filter((input) => {
      const recipient = recipients.get(input.to);
      return (
        recipient !== undefined &&
        notificationPreferencesOf(recipient)[NOTIFICATION_RULES[input.type].topic]
      );
    });
    if (wanted.length === 0) return;
    const written = await write(wanted, recipients);
    for (const to of new Set(written.map((w) => w.input.to)))
      deps.events.publish({ topic: userTopic(to), event: 'notification' });
    if (written.length > 0) deps.background.run('notification push', () => push(written));
  }

  return {
    /** writes what each person wants to hear; resolves once written (push follows) */
    notify,

    /** tells my current partner, if I have one */
    async notifyPartner(
      actor: { id: string; coupleId: string | null },
      input: Omit<NotifyInput, 'to' | 'actorId'>,
    ): Promise<void> {
      if (!actor.coupleId) return;
      const partnerId = await deps.notifications.partnerOf(actor.id, actor.coupleId);
      if (partnerId) await notify([{ ...input, to: partnerId, actorId: actor.id }]);
    },
  };
}
