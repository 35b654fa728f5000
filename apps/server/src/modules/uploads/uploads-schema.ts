/**
 * The uploads table. It is declared beside the users table (users-schema.ts), which it
 * references and which references it; the uploads module's files take it from here.
 */
export { uploads } from '../users/users-schema.js';
export type { NewUploadRow, UploadRow } from '../users/users-schema.js';
