/**
 * The account module's public entry: deleting an account, and the step each module adds to
 * it (its `<area>-account-deletion.ts`).
 */
export type { AccountDeletionStep } from './account-deletion.js';
export type { AccountDeletionService } from './account-deletion-service.js';
