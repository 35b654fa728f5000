import type { AccountDeletionStep } from '../account/index.js';
import type { ShareLinksRepository } from './share-links-repository.js';

/**
 * A link is its couple's: deleting either partner's account ends that couple and turns its
 * links off, and those the person made elsewhere with it.
 */
export const onAccountDeleted: AccountDeletionStep<{
  shareLinks: Pick<ShareLinksRepository, 'deleteForAccount'>;
}> = async (tx, account) => {
  await tx.shareLinks.deleteForAccount(account.userId, account.coupleId);
};
