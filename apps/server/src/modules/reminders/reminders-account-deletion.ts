import type { AccountDeletionStep } from '../account/index.js';
import type { RemindersRepository } from './reminders-repository.js';

/**
 * A reminder is its author's: when an account goes, its own reminders go with
 * it (author foreign key), and what the partner wrote in any of its couples, which the
 * couple rows would otherwise take along, stays the partner's, as if written alone.
 */
export const onAccountDeleted: AccountDeletionStep<{
  reminders: Pick<RemindersRepository, 'keepOthersOf'>;
}> = async (tx, account) => {
  await tx.reminders.keepOthersOf(account.userId);
};
