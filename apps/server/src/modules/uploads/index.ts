/**
 * The uploads module's public entry: what other modules may use (images and avatars as
 * rows and SQL for their repositories, the service that signs and claims them).
 */
export {
  AVATAR_WIDTH_SQL,
  avatarRefOf,
  avatarWidthOf,
  createUploadsRepository,
} from './uploads-repository.js';
export type {
  AvatarRef,
  ImageRow,
  UploadFilesRow,
  UploadsRepository,
} from './uploads-repository.js';
export { FILES_PREFIX, createUploadsService, storageKeysOf } from './uploads-service.js';
/** what a stored file is served as, from its name (backups and moves copy files with it) */
export { contentTypeOf } from './upload-files.js';
export type { UploadsService, UploadsServiceDeps } from './uploads-service.js';
export type { FileAccessRule, FileViewerSql } from './uploads-access-repository.js';
export * from './uploads-repository.js';
export * from './uploads-service.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onUploadsAccountDeleted } from './uploads-account-deletion.js';
