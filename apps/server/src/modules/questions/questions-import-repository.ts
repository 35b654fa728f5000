import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionAnswers, questionDays } from './questions-schema.js';

/** An answer an import brings back, as the importer's. */
export interface ImportedAnswer {
  day: string;
  questionId: string;
  text: string;
  answeredAt: Date;
}

/**
 * The import's writes of the daily question: the importer's answers onto their couple's
 * past days. A day not there yet is written with the archive's question; a day that asked
 * another question, or where anyone (the importer or the partner) already answered, keeps
 * what it has. An import never opens a day: live, a past day is closed to answers, so one
 * only the partner answered stays unopened, and an archive's word that I answered it too
 * must not show me theirs (docs/product-rules.md, The daily question).
 */
export function createQuestionsImportWrites(db: Db) {
  return {
    async importAnswers(
      coupleId: string,
      userId: string,
      answers: ImportedAnswer[],
      at: Date,
    ): Promise<number> {
      let added = 0;
      for (const answer of answers) {
        await db
          .insert(questionDays)
          .values({
            id: randomUUID(),
            coupleId,
            day: answer.day,
            questionId: answer.questionId,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: [questionDays.coupleId, questionDays.day] });
        // locked, so the partner's import of the same day waits and then finds this answer
        const [day] = await db
          .select({ id: questionDays.id, questionId: questionDays.questionId })
          .from(questionDays)
          .where(and(eq(questionDays.coupleId, coupleId), eq(questionDays.day, answer.day)))
          .for('update')
          .limit(1);
        if (!day || day.questionId !== answer.questionId) continue;
        const [answered] = await db
          .select({ userId: questionAnswers.userId })
          .from(questionAnswers)
          .where(eq(questionAnswers.dayId, day.id))
          .limit(1);
        if (answered) continue;
        await db.insert(questionAnswers).values({
          dayId: day.id,
          userId,
          text: answer.text,
          createdAt: answer.answeredAt,
          updatedAt: answer.answeredAt,
        });
        added += 1;
      }
      return added;
    },
  };
}
