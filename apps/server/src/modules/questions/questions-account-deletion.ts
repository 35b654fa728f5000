import type { AccountDeletionStep } from '../account/index.js';
import type { QuestionsRepository } from './questions-repository.js';

/**
 * A person's answers to the daily question go with their account; the couple's days go
 * with the couple's row when the account takes it along.
 */
export const onAccountDeleted: AccountDeletionStep<{
  questions: Pick<QuestionsRepository, 'deleteAnswersOf'>;
}> = async (tx, account) => {
  await tx.questions.deleteAnswersOf(account.userId);
};
