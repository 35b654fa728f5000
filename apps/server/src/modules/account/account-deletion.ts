/**
 * The account-deletion pipeline's contract (docs/api.md "Deleting an account").
 * Deleting an account is one transaction: the couple module finds and locks the active
 * couple, then each module's step runs in order with the transaction's repositories, then
 * the users row goes and its foreign keys cascade. A module that keeps something of the
 * deleted user for someone else (the partner's shared memories, their photos) moves it
 * before the row goes; a module whose rows cascade needs no step.
 */
export interface DeletedAccount {
  userId: string;
  email: string;
  displayName: string;
  /** the active couple at the time, null when single */
  coupleId: string | null;
  /** the other member of that couple, who keeps what the couple shared */
  partnerId: string | null;
  at: Date;
}

/** What happens once the transaction has committed (files cannot roll back). */
export interface AccountCleanup {
  /** storage keys (`<uploadId>/<width>.webp`) to delete */
  storageKeys: string[];
  /** files of this server's own disk outside storage (an export's ZIP) to delete */
  files: string[];
}

/**
 * One module's part. Steps run in the order account-module.ts lists them; the uploads step runs
 * last, so any step that hands an upload to someone else must do it before then.
 */
export type AccountDeletionStep<Tx> = (
  tx: Tx,
  account: DeletedAccount,
  cleanup: AccountCleanup,
) => Promise<void>;
