import { bigint, index, integer, pgTable, boolean, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/**
 * A person's authenticator app (two-step sign-in): at most one per account. Set up first
 * (`enabled_at` null) and turned on by a first good code. The shared secret is kept
 * encrypted with a key derived from the server secret (AES-256-GCM), never in clear.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** iv.tag.ciphertext, base64url each */
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** the 30-second step of the last code accepted: a code of that step or earlier is refused */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes handed out when two-step is turned on; only their hashes are kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A password sign-in waiting for its second step: short-lived, taken once, and locked after
 * a few wrong codes. In the database so any server can finish what another began.
 */
export const totpChallenges = pgTable(
  'totp_challenges',
  {
    /** sha256 of the opaque challenge handed to the client */
    challengeHash: text('challenge_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('totp_challenges_user_id_idx').on(t.userId),
    index('totp_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

export type TotpCredentialRow = typeof totpCredentials.$inferSelect;
export type TotpChallengeRow = typeof totpChallenges.$inferSelect;
