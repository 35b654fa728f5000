/**
 * The list module's public entry: who sees an item, the API's item, and its
 * account-deletion step.
 */
export { listSeenBy } from './list-repository.js';
export type { ListItemListRow, ListRepository, ListViewer } from './list-repository.js';
export { listViewerOf, toListItem } from './list-service.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onListAccountDeleted } from './list-account-deletion.js';
