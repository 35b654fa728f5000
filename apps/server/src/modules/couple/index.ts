/** The couple module's public entry: what other modules may use. */
export type { CoupleService } from './couple-service.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export {
  findCoupleForDeletion,
  onAccountDeleted as onCoupleAccountDeleted,
} from './couple-account-deletion.js';
