import type { AccountDeletionStep } from '../account/index.js';
import { storageKeysOf } from '../uploads/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { LettersRepository } from './letters-repository.js';

/**
 * A letter goes with its writer's account (author foreign key), and with its recipient's:
 * the couple it was written in goes with either account, and a letter was written for that
 * one person alone (docs/product-rules.md, Letters for later). The photos of letters that
 * go which someone else uploaded (the partner's, in letters to me) are freed with them; my
 * own go with my uploads.
 */
export const onAccountDeleted: AccountDeletionStep<{
  letters: Pick<LettersRepository, 'foreignPhotosOf'>;
  uploads: Pick<UploadsRepository, 'free'>;
}> = async (tx, account, cleanup) => {
  const freed = await tx.uploads.free(await tx.letters.foreignPhotosOf(account.userId));
  cleanup.storageKeys.push(...freed.flatMap(storageKeysOf));
};
