import type { DailyQuestion } from '@doita/shared';

/** A question in the reader's language (Vietnamese unless the screen is in English). */
export const questionText = (question: DailyQuestion, language: string): string =>
  language.startsWith('en') ? question.en : question.vi;

/** The state a day's question is in, for me. */
export type QuestionState = 'unanswered' | 'waiting' | 'partnerAnswered' | 'revealed';

export function questionStateOf(today: {
  myAnswer: unknown;
  partnerAnswered: boolean;
  revealed: boolean;
}): QuestionState {
  if (today.revealed) return 'revealed';
  if (today.myAnswer) return 'waiting';
  return today.partnerAnswered ? 'partnerAnswered' : 'unanswered';
}
