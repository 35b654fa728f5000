import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { messages } from './messages-schema.js';

/** A position in the conversation: (created_at, id), newest first. */
export interface MessagePosition {
  createdAt: Date;
  id: string;
}

/** strictly older than the position, in the (couple, created_at desc, id desc) index's order */
export const olderThan = (at: MessagePosition): SQL =>
  sql`(${messages.createdAt}, ${messages.id}) < (${at.createdAt.toISOString()}::timestamptz, ${at.id})`;
/** strictly newer than the position */
export const newerThan = (at: MessagePosition): SQL =>
  sql`(${messages.createdAt}, ${messages.id}) > (${at.createdAt.toISOString()}::timestamptz, ${at.id})`;
