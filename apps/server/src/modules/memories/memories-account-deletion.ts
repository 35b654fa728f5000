import type { AccountDeletionStep } from '../account/index.js';
import { storageKeysOf } from '../uploads/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import { photoKeepers } from './memories-handover-repository.js';
import type { MemoriesRepository } from './memories-repository.js';

/**
 * Shared items stay with the partner: the couple's shared memories I own become
 * the partner's (my name leaves them: `author_id` goes null by its foreign key, shown as
 * 'Unknown User'), and my photos in any memory someone else keeps become theirs, so they
 * survive my uploads' cascade. Other people's photos in the memories that go with me are
 * freed with them (their files removed after the commit). My private memories, and shared
 * ones of an ended couple, cascade with the account.
 */
export const onAccountDeleted: AccountDeletionStep<{
  memories: Pick<MemoriesRepository, 'transferShared' | 'foreignPhotosOf' | 'forgetCounts'>;
  uploads: Pick<UploadsRepository, 'free' | 'reownKept'>;
}> = async (tx, account, cleanup) => {
  if (account.coupleId && account.partnerId) {
    await tx.memories.transferShared(account.userId, account.partnerId, account.coupleId);
  }
  await tx.uploads.reownKept(account.userId, photoKeepers);
  const freed = await tx.uploads.free(await tx.memories.foreignPhotosOf(account.userId));
  cleanup.storageKeys.push(...freed.flatMap(storageKeysOf));
  await tx.memories.forgetCounts(account.userId);
};
