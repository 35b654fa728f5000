import type { AccountDeletionStep } from '../account/index.js';
import type { UploadsRepository } from './uploads-repository.js';
import { storageKeysOf } from './upload-files.js';

/**
 * Last step: whatever uploads I still own (no step handed them to someone) go with the
 * account by their foreign key; their files are deleted once the transaction commits.
 */
export const onAccountDeleted: AccountDeletionStep<{
  uploads: Pick<UploadsRepository, 'listOwnedBy'>;
}> = async (tx, account, cleanup) => {
  const owned = await tx.uploads.listOwnedBy(account.userId);
  cleanup.storageKeys.push(...owned.flatMap(storageKeysOf));
};
