import { z } from 'zod';
import { archiveDateSchema, archiveInstantSchema } from '../portability/archive-instants.js';
import { requiredText } from '../common/common-schemas.js';
import { QUESTION_ANSWER_MAX } from './question-rules.js';

/*
 * The daily question's answers in an archive (docs/export-format.md). Absent in archives
 * written before the daily question existed: read as none.
 */

/** One answer of someone in the archive, on a day of their couple's. */
export const archiveQuestionAnswerSchema = z.object({
  day: archiveDateSchema,
  questionId: z.string().min(1).max(64),
  userId: z.string().min(1).max(128),
  /** NFC, trimmed, as the live API keeps it; one that shows nothing is INVALID_DATA */
  text: requiredText(QUESTION_ANSWER_MAX),
  answeredAt: archiveInstantSchema,
});
export type ArchiveQuestionAnswer = z.infer<typeof archiveQuestionAnswerSchema>;

/** How many answers an archive may hold (json-guard counts arrays by their name). */
export const ARCHIVE_QUESTIONS_MAX_ITEMS = { questionAnswers: 40_000 } as const;

export const archiveQuestionsFields = {
  questionAnswers: z
    .array(archiveQuestionAnswerSchema)
    .max(ARCHIVE_QUESTIONS_MAX_ITEMS.questionAnswers)
    .default([]),
};
