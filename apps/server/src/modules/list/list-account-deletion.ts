import type { AccountDeletionStep } from '../account/index.js';
import type { ListRepository } from './list-repository.js';

/**
 * The list stays with the partner: what the deleted person added in the current couple
 * becomes the partner's; what others wrote in any of the person's couples stays theirs,
 * read only (no couple left to share it with). Items of ended couples the person wrote
 * go with the account.
 */
export const onAccountDeleted: AccountDeletionStep<{
  list: Pick<ListRepository, 'transferShared' | 'keepOthersOf'>;
}> = async (tx, account) => {
  if (account.coupleId && account.partnerId)
    await tx.list.transferShared(account.userId, account.partnerId, account.coupleId);
  await tx.list.keepOthersOf(account.userId);
};
