import type { AccountDeletionStep } from '../account/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import { storageKeysOf } from '../uploads/index.js';
import type { ImportOffersRepository } from './import-offers-repository.js';

/**
 * Portability's step: what an import held for me cannot be accepted once I am gone. Its
 * rows go by cascade, but its photos are the importer's uploads, claimed and shown
 * nowhere, so they are freed here (their files after the commit). What my own imports held
 * for my partner is my uploads: the uploads step takes those.
 */
export const onAccountDeleted: AccountDeletionStep<{
  importOffers: Pick<ImportOffersRepository, 'heldUploadsFor'>;
  uploads: Pick<UploadsRepository, 'free'>;
}> = async (tx, account, cleanup) => {
  const held = await tx.importOffers.heldUploadsFor(account.userId);
  if (!held.length) return;
  const freed = await tx.uploads.free(held);
  cleanup.storageKeys.push(...freed.flatMap(storageKeysOf));
};
