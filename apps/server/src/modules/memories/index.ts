/**
 * The memories module's public entry: a memory's cover SQL and who sees a memory, for the
 * repositories that show memories as cards (the dashboard, the timeline), its tables as the
 * trash handles them, and its account-deletion step.
 */
export { firstImageOf, imageCountOf, videoCountOf } from './memories-repository.js';
export { foldedPlaceName } from './memories-places-repository.js';
export {
  countedFor as memoriesCountedFor,
  seenBy as memoriesSeenBy,
  seenByArms as memoriesSeenByArms,
} from './memories-audience-repository.js';
export type { MemoriesRepository } from './memories-repository.js';
/** its tables as the trash lists, restores and deletes them for good */
export { memoryCommentTrash, memoryTrash } from './memories-trash-repository.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onMemoriesAccountDeleted } from './memories-account-deletion.js';
