/**
 * The letters module's public entry: who sees a letter and who may read it (for the
 * modules that show or export letters), and its account-deletion step.
 */
export {
  lettersReadableBy,
  lettersSeenBy,
  letterPhotosRule,
} from './letters-audience-repository.js';
export type { LettersRepository, LetterListRow } from './letters-repository.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onLettersAccountDeleted } from './letters-account-deletion.js';
