import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/**
 * A person's passkeys (WebAuthn credentials): several per account, each with its own name.
 * Only the public key is kept; the private key never leaves the person's device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the credential id the authenticator chose, base64url; unique across every account */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    /** the signature counter last seen (0 for authenticators that do not count) */
    counter: integer('counter').notNull().default(0),
    /** how the browser may reach it (`internal`, `hybrid`, `usb`…), as it reported them */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.userId),
    check('passkeys_device_type', sql`${t.deviceType} in ('singleDevice', 'multiDevice')`),
  ],
);

/**
 * Challenges handed out for a ceremony, in the database so any server sharing it can finish
 * what another began. Each is taken once (deleted as it is used) and dies at `expires_at`.
 * A registration's names the person adding the passkey; a sign-in's names no one.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** the challenge itself, base64url, as the browser sends it back in clientDataJSON */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('passkey_challenges_expires_at_idx').on(t.expiresAt),
    check('passkey_challenges_purpose', sql`${t.purpose} in ('register', 'login')`),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
export type PasskeyChallengePurpose = PasskeyChallengeRow['purpose'];
