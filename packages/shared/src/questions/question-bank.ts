import { DEEP_QUESTIONS } from './bank-deep.js';
import { DREAMS_QUESTIONS } from './bank-dreams.js';
import { FUN_QUESTIONS } from './bank-fun.js';
import { GRATITUDE_QUESTIONS } from './bank-gratitude.js';
import { MEMORIES_QUESTIONS } from './bank-memories.js';
import { WOULD_YOU_RATHER_QUESTIONS } from './bank-would-you-rather.js';
import type { BankQuestion } from './question-bank-kind.js';
import { matchesSearch } from './question-rules.js';

export type { BankQuestion } from './question-bank-kind.js';

/**
 * The bank of daily questions, in the project's own words, one file per kind. An id is
 * stable forever (stored on each couple's day): a question is reworded in place, never
 * renumbered, and a removed one's id is not given to another.
 */
export const QUESTION_BANK: readonly BankQuestion[] = [
  ...MEMORIES_QUESTIONS,
  ...DREAMS_QUESTIONS,
  ...FUN_QUESTIONS,
  ...GRATITUDE_QUESTIONS,
  ...DEEP_QUESTIONS,
  ...WOULD_YOU_RATHER_QUESTIONS,
];

export const QUESTION_IDS: readonly string[] = QUESTION_BANK.map((question) => question.id);

const BY_ID = new Map(QUESTION_BANK.map((question) => [question.id, question]));

/** A question of the bank by its id (undefined for an id the bank no longer has). */
export const questionById = (id: string): BankQuestion | undefined => BY_ID.get(id);

/** The ids of the questions whose Vietnamese or English text holds every word of a search. */
export const questionIdsMatching = (search: string): string[] =>
  QUESTION_BANK.filter(
    (question) => matchesSearch(question.vi, search) || matchesSearch(question.en, search),
  ).map((question) => question.id);
