import type { AccountDeletionStep } from '../account/index.js';
import type { BlogAccountRepository } from './blog-account-repository.js';

/**
 * The blog's step: my posts are my own writing and go with me (their photos are
 * my uploads, removed by the uploads step); my likes and comments on others' posts go by
 * cascade, after their counters are lowered here.
 */
export const onAccountDeleted: AccountDeletionStep<{
  blogAccount: Pick<BlogAccountRepository, 'uncountPerson'>;
}> = async (tx, account) => {
  await tx.blogAccount.uncountPerson(account.userId);
};
