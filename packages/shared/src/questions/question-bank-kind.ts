import type { QuestionKind } from './question-rules.js';

/** A question of the bank: a stable id (never reused for another text) and its two wordings. */
export interface BankQuestion {
  id: string;
  kind: QuestionKind;
  vi: string;
  en: string;
}

/** One kind's questions, written as `[id, Vietnamese, English]`. */
export const questionsOfKind = (
  kind: QuestionKind,
  rows: readonly (readonly [id: string, vi: string, en: string])[],
): readonly BankQuestion[] => rows.map(([id, vi, en]) => ({ id, kind, vi, en }));
