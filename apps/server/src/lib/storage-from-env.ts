import path from 'node:path';
import type { Env } from '../env.js';
import { createDiskStorage } from './storage.js';
import type { FileStorage } from './storage.js';

/** DATA_DIR/uploads by default. */
export function createStorage(env: Env): FileStorage {
  return createDiskStorage(path.join(env.dataDir, 'uploads'));
}
