import type { AccountDeletionStep } from '../account/index.js';
import type { UploadsRepository } from '../uploads/index.js';
import { storageKeysOf } from '../uploads/index.js';
import { exportFilesOf } from './exports-service.js';
import type { ImportOffersRepository } from './import-offers-repository.js';
import type { PortabilityRepository } from './portability-repository.js';

/**
 * Portability's step.
 *
 * What an import held for me cannot be accepted once I am gone. Its rows go by cascade,
 * but its photos are the importer's uploads, claimed and shown nowhere, so they are freed
 * here (their files after the commit). What my own imports held for my partner is my
 * uploads: the uploads step takes those.
 *
 * My exports' rows go by cascade, and with them every link; their ZIPs (my data and my
 * partner's shared memories and photos) are removed after the commit, with the account's
 * other files. So are my partner's exports made in our couple, which the couple step has
 * just ended: no link opens them any more, and once the couple row goes with my account
 * nothing would tell that they were made in it.
 */
export const portabilityAccountDeletion =
  (
    exportsDir: string,
  ): AccountDeletionStep<{
    importOffers: Pick<ImportOffersRepository, 'heldUploadsFor'>;
    uploads: Pick<UploadsRepository, 'free'>;
    portability: Pick<
      PortabilityRepository,
      'exportIdsOf' | 'exportsOutOfTheirCouple' | 'deleteExportJobs'
    >;
  }> =>
  async (tx, account, cleanup) => {
    const held = await tx.importOffers.heldUploadsFor(account.userId);
    if (held.length) {
      const freed = await tx.uploads.free(held);
      cleanup.storageKeys.push(...freed.flatMap(storageKeysOf));
    }
    const mine = await tx.portability.exportIdsOf([account.userId]);
    const partners = account.partnerId
      ? await tx.portability.exportsOutOfTheirCouple([account.partnerId])
      : [];
    await tx.portability.deleteExportJobs(partners);
    cleanup.files.push(...exportFilesOf(exportsDir, [...mine, ...partners]));
  };
