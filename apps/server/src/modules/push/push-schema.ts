import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/** Web Push subscriptions: one per browser that allowed notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when a push last reached it (null: never yet) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId, t.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
