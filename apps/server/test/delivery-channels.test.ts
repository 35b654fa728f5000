import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/lib/mailer.js';
import { disabledPush } from '../src/lib/push.js';
import { createDeliveryChannels } from '../src/modules/reminders/delivery-channels.js';
import type { Delivered } from '../src/modules/reminders/delivery-channels.js';
import type { DueReminderRow } from '../src/modules/reminders/delivery-repository.js';
import type { Recipient } from '../src/modules/users/index.js';

/**
 * Reminder e-mails leave through a bounded queue: a thousand due at once are not a
 * thousand SMTP connections. The mailer here is a stand-in that records how many sends
 * overlap (the real SMTP path is in reminders-delivery.test.ts).
 */
describe('reminder e-mails', () => {
  it('are sent a few at a time, one per person at a time, and all of them', async () => {
    let open = 0;
    let most = 0;
    const perPerson = new Map<string, number>();
    let mostForOne = 0;
    const sent: string[] = [];
    const mailer = {
      async send(message: MailMessage) {
        open++;
        most = Math.max(most, open);
        const mine = (perPerson.get(message.to) ?? 0) + 1;
        perPerson.set(message.to, mine);
        mostForOne = Math.max(mostForOne, mine);
        await new Promise((r) => setTimeout(r, 2));
        sent.push(message.to);
        perPerson.set(message.to, (perPerson.get(message.to) ?? 1) - 1);
        open--;
      },
      close: () => undefined,
    };
    const people: Recipient[] = Array.from({ length: 6 }, (_, i) => ({
      id: `u${i}`,
      email: `u${i}@example.com`,
      displayName: `U${i}`,
      language: 'vi',
      timeZone: 'Asia/Ho_Chi_Minh',
      notificationPreferences: {
        push: false,
        email: true,
        reminders: true,
        couple: true,
        memories: true,
        blog: true,
      },
    }));
    const reminder = (i: number) =>
      ({
        id: `r${i}`,
        title: `Nhắc ${i}`,
        description: '',
        datetime: new Date('2026-03-01T01:00:00Z'),
      }) as DueReminderRow;
    const delivered: Delivered[] = Array.from({ length: 30 }, (_, i) => ({
      reminder: reminder(i),
      to: [`u${(2 * i) % 6}`, `u${(2 * i + 1) % 6}`],
    }));
    const send = createDeliveryChannels({
      users: { recipients: () => Promise.resolve(people) },
      subscriptions: {
        subscriptionsOf: () => Promise.resolve([]),
        deleteSubscriptions: () => Promise.resolve(),
        markSubscriptionsUsed: () => Promise.resolve(),
      },
      push: disabledPush,
      mailer,
      clock: { now: () => new Date() },
      publicUrl: 'http://doita.test',
      log: { warn: () => undefined },
    });
    await send(delivered);
    expect(sent).toHaveLength(60);
    expect(most).toBeLessThanOrEqual(4);
    expect(mostForOne).toBe(1);
  });
});
