import type { AccountDeletionStep } from '../account/index.js';
import { storageKeysOf } from '../uploads/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { MessagesRepository } from './messages-repository.js';

/**
 * Deleting an account (docs/product-rules.md, The conversation): that person's messages
 * lose their words and photos for both people, and stay as "message removed" traces in the
 * partner's conversation (the author shown as a deleted account); a conversation whose
 * other member is already gone goes entirely, with every photo in it. The member row, the
 * reactions and the nudges of the account go with its users row (foreign keys).
 */
export const onAccountDeleted: AccountDeletionStep<{
  messages: Pick<
    MessagesRepository,
    | 'soleMemberOf'
    | 'photosOfAuthor'
    | 'photosOfConversations'
    | 'removeAllOf'
    | 'deleteConversations'
  >;
  uploads: Pick<UploadsRepository, 'free'>;
}> = async (tx, account, cleanup) => {
  const alone = await tx.messages.soleMemberOf(account.userId);
  const photos = new Set([
    ...(await tx.messages.photosOfAuthor(account.userId)),
    ...(await tx.messages.photosOfConversations(alone)),
  ]);
  const freed = await tx.uploads.free([...photos]);
  cleanup.storageKeys.push(...freed.flatMap(storageKeysOf));
  await tx.messages.removeAllOf(account.userId, account.at);
  await tx.messages.deleteConversations(alone);
};
