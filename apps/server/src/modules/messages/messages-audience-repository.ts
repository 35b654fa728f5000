import { sql } from 'drizzle-orm';
import type { FileAccessRule } from '../uploads/index.js';
import { messageImages, messageMembers, messages } from './messages-schema.js';

/**
 * Who may open a message's photo: the two people of its conversation, while the message
 * stands (an unsent one's photos are freed, so their URLs answer 404), each while that
 * conversation is theirs to read: their current couple's, or, with no couple, one they
 * are a member of (read only). A new partner never sees an earlier couple's photos.
 */
export const messagePhotosRule: FileAccessRule = (upload, viewer) =>
  sql`exists (select 1 from ${messageImages}
    inner join ${messages} on ${messages.id} = ${messageImages.messageId}
    inner join ${messageMembers} on ${messageMembers.coupleId} = ${messages.coupleId}
      and ${messageMembers.userId} = ${viewer.userId}
    where ${messageImages.uploadId} = ${upload} and not ${viewer.trash}
      and ${messages.removed} is null
      and coalesce(${viewer.coupleId} = ${messages.coupleId}, true))`;
