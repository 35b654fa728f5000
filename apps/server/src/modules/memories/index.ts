/**
 * The memories module's public entry: the service, and a memory's cover SQL for the
 * repositories that show memories as cards (the dashboard, the timeline).
 */
export { createMemoriesRepository, firstImageOf, imageCountOf } from './memories-repository.js';
export {
  countedFor as memoriesCountedFor,
  seenBy as memoriesSeenBy,
  seenByArms as memoriesSeenByArms,
} from './memories-audience-repository.js';
export type { MemoriesRepository } from './memories-repository.js';
/** its tables as the trash lists, restores and deletes them for good */
export { memoryCommentTrash, memoryTrash } from './memories-trash-repository.js';
export { createMemoriesService, toMemory } from './memories-service.js';
export type { MemoriesService, MemoriesServiceDeps } from './memories-service.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onMemoriesAccountDeleted } from './memories-account-deletion.js';
