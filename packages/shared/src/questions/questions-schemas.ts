import { z } from 'zod';
import { maxLengthMessage, requiredText } from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { QUESTION_ANSWER_MAX, QUESTION_KINDS, QUESTION_SEARCH_MAX } from './question-rules.js';

/** A question as the API shows it: both wordings, the web picks the reader's language. */
export const dailyQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  vi: z.string(),
  en: z.string(),
});
export type DailyQuestion = z.infer<typeof dailyQuestionSchema>;

export const questionAnswerSchema = z.object({
  text: z.string(),
  /** when it was last written */
  answeredAt: z.string(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/**
 * GET /questions/today. `partnerAnswer` stays null until both have answered
 * (`revealed`); `partnerAnswered` only says the partner has written theirs.
 */
export const questionTodaySchema = z.object({
  /** the couple's day (docs/product-rules.md, "The daily question") */
  day: z.string(),
  question: dailyQuestionSchema,
  myAnswer: questionAnswerSchema.nullable(),
  partnerAnswer: questionAnswerSchema.nullable(),
  partnerAnswered: z.boolean(),
  revealed: z.boolean(),
  /** whether today's one skip is still there (nobody skipped, nobody answered yet) */
  canSkip: z.boolean(),
  /** consecutive days both answered, ending today or yesterday */
  streak: z.number().int().min(0),
  partnerName: z.string().nullable(),
});
export type QuestionToday = z.infer<typeof questionTodaySchema>;
/** The answer of GET /questions/today (and of an answer or a skip): the day as it stands. */
export const questionTodayResponseSchema = questionTodaySchema;
export type QuestionTodayResponse = z.infer<typeof questionTodayResponseSchema>;

/**
 * PUT /questions/today/answer. `day` and `questionId`, when sent, say which question the
 * answer was written for: an answer written offline yesterday, or before the partner
 * skipped, is refused (409) rather than landing on another question.
 */
export const answerQuestionBodySchema = z.object({
  text: requiredText(QUESTION_ANSWER_MAX),
  day: isoDateSchema.optional(),
  questionId: z.string().max(64).optional(),
});
export type AnswerQuestionBody = z.input<typeof answerQuestionBodySchema>;

/** One past day of the history: my answer, and the partner's once both answered. */
export const questionHistoryItemSchema = z.object({
  day: z.string(),
  question: dailyQuestionSchema,
  myAnswer: questionAnswerSchema.nullable(),
  partnerAnswer: questionAnswerSchema.nullable(),
  revealed: z.boolean(),
});
export type QuestionHistoryItem = z.infer<typeof questionHistoryItemSchema>;

export const questionHistoryQuerySchema = z.object({
  /** the page holds days before this one (default: today, so past days only) */
  before: isoDateSchema.optional(),
  q: z
    .string()
    .trim()
    .max(QUESTION_SEARCH_MAX, { error: maxLengthMessage(QUESTION_SEARCH_MAX) })
    .optional(),
});
export type QuestionHistoryQuery = z.input<typeof questionHistoryQuerySchema>;

export const questionHistoryResponseSchema = z.object({
  items: z.array(questionHistoryItemSchema),
  /** the `before` of the next page, null on the last */
  nextBefore: z.string().nullable(),
});
export type QuestionHistoryResponse = z.infer<typeof questionHistoryResponseSchema>;
