import { rm } from 'node:fs/promises';
import { ERROR_CODES, ERROR_MESSAGES } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { FileStorage } from '../../lib/storage.js';
import type { StreamRegistry } from '../events/index.js';
import type { UsersRepository } from '../users/index.js';
import type { AccountCleanup, AccountDeletionStep, DeletedAccount } from './account-deletion.js';

export interface AccountDeletionDeps<Tx extends { users: Pick<UsersRepository, 'delete'> }> {
  transact: Transact<Tx>;
  /** the active couple and partner, both people locked for the rest of the transaction */
  findCouple: (
    tx: Tx,
    userId: string,
  ) => Promise<{ coupleId: string | null; partnerId: string | null }>;
  steps: AccountDeletionStep<Tx>[];
  storage: Pick<FileStorage, 'delete'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** the account's open event streams end with it */
  streams: Pick<StreamRegistry, 'end'>;
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

export const ACCOUNT_MESSAGES = { deleted: 'Account deleted' } as const;

/**
 * DELETE /user/me: confirmed with the password; all of it or nothing in one transaction;
 * the files of the uploads that went are removed after the commit. Every session of the
 * account stops at once: `authenticate` finds no user row, and its event streams close.
 */
export function createAccountDeletionService<Tx extends { users: Pick<UsersRepository, 'delete'> }>(
  deps: AccountDeletionDeps<Tx>,
) {
  return {
    async deleteAccount(user: UserRow, password: string): Promise<{ message: string }> {
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw badRequest(ERROR_CODES.invalidCurrentPassword, ERROR_MESSAGES.invalidCurrentPassword);
      }
      const cleanup: AccountCleanup = { storageKeys: [], files: [] };
      const account = await deps.transact(async (tx) => {
        const { coupleId, partnerId } = await deps.findCouple(tx, user.id);
        const deleted: DeletedAccount = {
          userId: user.id,
          email: user.email,
          displayName: user.displayName,
          coupleId,
          partnerId,
          at: deps.clock.now(),
        };
        for (const step of deps.steps) await step(tx, deleted, cleanup);
        // Gone already (a second tab deleting it first): nothing of this attempt stays.
        if (!(await tx.users.delete(user.id))) throw unauthorized();
        return deleted;
      });
      deps.streams.end(account.userId, { allBut: null });
      try {
        // this disk's own files first: a storage that fails must not leave an export's ZIP
        await Promise.all(cleanup.files.map((file) => rm(file, { force: true })));
        await deps.storage.delete(cleanup.storageKeys);
      } catch (error) {
        // The rows are gone, so nothing serves these files any more: a leak, not a breach.
        deps.log.error({ err: error, userId: account.userId }, 'account files not removed');
      }
      deps.log.info(
        { userId: account.userId, files: cleanup.storageKeys.length + cleanup.files.length },
        'account deleted',
      );
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  };
}
