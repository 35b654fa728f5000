import type { AccountDeletionStep } from '../account/index.js';
import type { CheckinsRepository } from './checkins-repository.js';

/**
 * A check-in is its writer's: a deleted account's own go with it (writer foreign key);
 * the partner's, written in one of its couples, stay theirs as if written alone.
 */
export const onAccountDeleted: AccountDeletionStep<{
  checkins: Pick<CheckinsRepository, 'keepOthersOf'>;
}> = async (tx, account) => {
  await tx.checkins.keepOthersOf(account.userId);
};
