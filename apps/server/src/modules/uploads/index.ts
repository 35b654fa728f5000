/**
 * The uploads module's public entry: what other modules may use (images and avatars as
 * rows and SQL for their repositories, the service that signs and claims them).
 */
export {
  AVATAR_WIDTH_SQL,
  avatarRefOf,
  avatarWidthOf,
  imageRowColumns,
  mediaJsonFields,
} from './uploads-repository.js';
export type { AvatarRef, ImageRow, UploadsRepository } from './uploads-repository.js';
export type { UploadsService } from './uploads-service.js';
export type { FileViewer } from './file-viewer.js';
export type { VideoService } from './video-service.js';
export type { FileAccessRule } from './uploads-access-repository.js';
/** the storage keys of an upload's files, and what a stored file is served as */
export { contentTypeOf, storageKeysOf } from './upload-files.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onUploadsAccountDeleted } from './uploads-account-deletion.js';
