import path from 'node:path';
import type { Env } from '../env.js';
import { createS3Storage } from './s3-storage.js';
import { createDiskStorage } from './storage.js';
import type { FileStorage } from './storage.js';

/** S3 when S3_* is set, else DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  return env.s3 ? createS3Storage(env.s3) : createDiskStorage(path.join(env.dataDir, 'uploads'));
}
