import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FileAccessRule } from '../uploads/index.js';
import { messageImages, messageMembers, messages } from './messages-schema.js';

/**
 * The conversation someone without a couple still reads, as a subquery: of their
 * memberships, the one with the latest message, then the latest joined. The one choice,
 * made here for the file rule and by `latestConversationOf` (messages-members-repository.ts)
 * for the API and the export.
 */
export const latestConversationSql = (userId: SQL) =>
  sql`(select mm.couple_id from ${messageMembers} mm where mm.user_id = ${userId}
    order by (select max(m.created_at) from ${messages} m where m.couple_id = mm.couple_id) desc nulls last,
      mm.created_at desc
    limit 1)`;

/**
 * Who may open a message's photo: the two people of its conversation, while the message
 * stands (an unsent one's photos are freed, so their URLs answer 404), each while that
 * conversation is the one they read: their current couple's, or, with no couple, their
 * latest one (read only). An earlier conversation the API no longer shows them keeps no
 * photo open to them, and a new partner never sees an earlier couple's photos.
 */
export const messagePhotosRule: FileAccessRule = (upload, viewer) =>
  sql`exists (select 1 from ${messageImages}
    inner join ${messages} on ${messages.id} = ${messageImages.messageId}
    inner join ${messageMembers} on ${messageMembers.coupleId} = ${messages.coupleId}
      and ${messageMembers.userId} = ${viewer.userId}
    where ${messageImages.uploadId} = ${upload} and not ${viewer.trash}
      and ${messages.removed} is null
      and ${messages.coupleId} = coalesce(${viewer.coupleId}, ${latestConversationSql(viewer.userId)}))`;
