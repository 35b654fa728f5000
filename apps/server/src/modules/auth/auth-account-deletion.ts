import type { AccountDeletionStep } from '../account/index.js';
import type { AuthRepository } from './auth-repository.js';

/**
 * Sessions and e-mail links cascade with the account; the failure counters are keyed by
 * text (the e-mail address, the user id), so they are cleared here: nothing of the
 * address stays behind.
 */
export const onAccountDeleted: AccountDeletionStep<{
  auth: Pick<AuthRepository, 'clearThrottle'>;
}> = async (tx, account) => {
  for (const key of [
    `login:account:${account.email}`,
    `mail:reset:${account.userId}`,
    `mail:verify:${account.userId}`,
    // wrong two-step codes (totp-service.ts); the secret, codes and challenges cascade
    `totp:account:${account.userId}`,
  ]) {
    await tx.auth.clearThrottle(key);
  }
};
