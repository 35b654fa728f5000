/**
 * The share links module's public entry: its repository's type, its account-deletion step
 * and the headers of a link's web page (the rest is its own: a link is reached by its token
 * alone).
 */
export type { ShareLinksRepository } from './share-links-repository.js';
export { onAccountDeleted as onShareLinksAccountDeleted } from './share-links-account-deletion.js';
export { SHARED_HEADERS, isSharePage } from './share-links-routes.js';
