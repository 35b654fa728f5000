/**
 * The check-ins module's public entry: who sees a check-in, the API's check-in, and its
 * account-deletion step.
 */
export { checkinsSeenBy } from './checkins-repository.js';
export type { CheckinViewer, CheckinsRepository } from './checkins-repository.js';
export { checkinViewerOf, toCheckin } from './checkins-service.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onCheckinsAccountDeleted } from './checkins-account-deletion.js';
