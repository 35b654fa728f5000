/**
 * The trash module's public entry: what a trashable table's owner declares (its columns,
 * its restore and its delete for good), in its own repository, for the trash to use.
 */
export type { TrashTable, TrashViewer } from './trash-repository.js';
