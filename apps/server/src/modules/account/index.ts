/**
 * The account module's public entry: deleting an account, and the step each module adds to
 * it (its `<area>-account-deletion.ts`).
 */
export type { AccountCleanup, AccountDeletionStep, DeletedAccount } from './account-deletion.js';
export { ACCOUNT_MESSAGES } from './account-deletion-service.js';
export type { AccountDeletionService } from './account-deletion-service.js';
export * from './account-deletion.js';
