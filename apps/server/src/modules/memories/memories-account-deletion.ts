import type { AccountDeletionStep } from '../account/account-deletion.js';
import type { MemoriesRepository } from './memories-repository.js';

/**
 * Shared items stay with the partner (issue 6): the couple's shared memories I own become
 * the partner's (my name leaves them: `author_id` goes null by its foreign key, shown as
 * 'Unknown User'), and my photos in any memory someone else keeps become theirs, so they
 * survive my uploads' cascade. Other people's photos in the memories that go with me are
 * let go (the sweeper removes them). My private memories, and shared ones of an ended
 * couple, cascade with the account.
 */
export const onAccountDeleted: AccountDeletionStep<{
  memories: Pick<
    MemoriesRepository,
    'transferShared' | 'reownKeptPhotos' | 'releaseForeignPhotos' | 'forgetCounts'
  >;
}> = async (tx, account) => {
  if (account.coupleId && account.partnerId) {
    await tx.memories.transferShared(account.userId, account.partnerId, account.coupleId);
  }
  await tx.memories.reownKeptPhotos(account.userId);
  await tx.memories.releaseForeignPhotos(account.userId);
  await tx.memories.forgetCounts(account.userId);
};
