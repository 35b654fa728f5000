/** What other modules may use of portability (the account deletion's step). */
export { onAccountDeleted as onPortabilityAccountDeleted } from './portability-account-deletion.js';
