import type { AccountDeletionStep } from '../account/index.js';
import type { AlbumsRepository } from './albums-repository.js';

/**
 * An album is its couple's (docs/product-rules.md, Albums): deleting either partner's
 * account ends that couple, and its albums go with it (their memories stay with whoever
 * keeps them); so do the albums the person made in earlier couples.
 */
export const onAccountDeleted: AccountDeletionStep<{
  albums: Pick<AlbumsRepository, 'deleteForAccount'>;
}> = async (tx, account) => {
  await tx.albums.deleteForAccount(account.userId, account.coupleId);
};
