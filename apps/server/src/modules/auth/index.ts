/**
 * The auth module's public entry: what other modules may use. Everything else in this
 * folder is its own business (modules/README.md).
 */
export { signedInUser, signingIn } from './authenticate.js';
export type { SigningIn } from './authenticate.js';

/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onAuthAccountDeleted } from './auth-account-deletion.js';
