import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
 * another question, or where the importer already answered, keeps what it has. A day both
 * have now answered is revealed.
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
        const [day] = await db
          .select({ id: questionDays.id, questionId: questionDays.questionId })
          .from(questionDays)
          .where(and(eq(questionDays.coupleId, coupleId), eq(questionDays.day, answer.day)))
          .limit(1);
        if (!day || day.questionId !== answer.questionId) continue;
        const written = await db
          .insert(questionAnswers)
          .values({
            dayId: day.id,
            userId,
            text: answer.text,
            createdAt: answer.answeredAt,
            updatedAt: answer.answeredAt,
          })
          .onConflictDoNothing()
          .returning({ dayId: questionAnswers.dayId });
        if (written.length === 0) continue;
        added += 1;
        await db
          .update(questionDays)
          .set({ revealedAt: at, updatedAt: at })
          .where(
            and(
              eq(questionDays.id, day.id),
              isNull(questionDays.revealedAt),
              sql`(select count(*) from ${questionAnswers} where ${questionAnswers.dayId} = ${day.id}) >= 2`,
            ),
          );
      }
      return added;
    },
  };
}
