/**
 * The daily question's public entry: its account-deletion step, and what the export and
 * import read and write through (the portability module).
 */
export { onAccountDeleted as onQuestionsAccountDeleted } from './questions-account-deletion.js';
export type { QuestionsRepository } from './questions-repository.js';
export type { ImportedAnswer } from './questions-import-repository.js';
