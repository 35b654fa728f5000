/** What other modules may use of portability (the account deletion's step). */
export { portabilityAccountDeletion } from './portability-account-deletion.js';
export { exportsDirOf } from './exports-service.js';
