/**
 * The share links module's public entry: its repository's type and its account-deletion
 * step (the rest is its own: a link is reached by its token alone).
 */
export type { ShareLinksRepository } from './share-links-repository.js';
export { onAccountDeleted as onShareLinksAccountDeleted } from './share-links-account-deletion.js';
