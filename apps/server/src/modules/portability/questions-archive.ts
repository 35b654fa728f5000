import { coupleDayOf, questionById } from '@doita/shared';
import type { ArchiveQuestionAnswer, ExportArchive } from '@doita/shared';
import type { QuestionsRepository } from '../questions/index.js';

/*
 * The daily question in an archive (docs/export-format.md): an export holds every answer
 * of its person and, on their current couple's days both answered, the partner's; and a
 * readable questions.md. An import writes back only what the archive says its person
 * answered, as the importer's, onto past days of the importer's current couple that nobody
 * has answered yet, and only from an archive of that couple (its partner is the importer's
 * partner here). It never opens a day: the archive is unsigned, so what it says I answered
 * proves nothing, and opening a day would show me the partner's hidden answer.
 */

const PAGE = 500;
/** the zone whose date is the earliest on Earth: a day before its today is past for everyone */
const EARLIEST_ZONE = 'Etc/GMT+12';

export interface QuestionsExportReads {
  questions: Pick<QuestionsRepository, 'exportPage'>;
}

/** A person's answers for the archive, newest day first, read a page at a time. */
export async function exportQuestions(
  reads: QuestionsExportReads,
  viewer: { userId: string; coupleId: string | null },
): Promise<ArchiveQuestionAnswer[]> {
  const answers: ArchiveQuestionAnswer[] = [];
  let after: { day: string; userId: string } | null = null;
  for (;;) {
    const rows = await reads.questions.exportPage(viewer.userId, viewer.coupleId, after, PAGE);
    for (const row of rows)
      answers.push({
        day: row.day,
        questionId: row.questionId,
        userId: row.userId,
        text: row.text,
        answeredAt: row.updatedAt.toISOString(),
      });
    const last = rows[rows.length - 1];
    if (rows.length < PAGE || !last) return answers;
    after = { day: last.day, userId: last.userId };
  }
}

const WORDS = {
  vi: { title: 'Câu hỏi mỗi ngày', empty: 'Chưa có câu trả lời nào.', nobody: 'Chưa trả lời' },
  en: { title: 'Daily questions', empty: 'No answers yet.', nobody: 'No answer' },
} as const;

/** The answers as a Markdown page, a section a day, in the person's language. */
export function questionsMarkdown(
  answers: ArchiveQuestionAnswer[],
  language: 'vi' | 'en',
  names: ReadonlyMap<string, string>,
): string {
  const words = WORDS[language];
  const lines = [`# ${words.title}`, ''];
  if (answers.length === 0) lines.push(words.empty, '');
  let day: string | null = null;
  for (const answer of answers) {
    if (answer.day !== day) {
      day = answer.day;
      const question = questionById(answer.questionId);
      lines.push(`## ${day}`, '', `**${question ? question[language] : answer.questionId}**`, '');
    }
    const name = names.get(answer.userId) ?? answer.userId;
    const text = answer.text.replace(/\r?\n/g, '\n  ');
    lines.push(`- ${name}: ${text}`);
    lines.push('');
  }
  return lines.join('\n');
}

export interface QuestionsImportWrites {
  questions: Pick<QuestionsRepository, 'importAnswers'>;
}

/**
 * Writes the importer's own answers of the archive; returns how many were added. An export
 * holds its person's answers from every couple they were in, and does not say which: the
 * archive's couple is the importer's only when its partner is theirs here, and of its days
 * those from when that couple (last) connected, or that the partner answered too (the
 * export holds the partner's answers of that couple only), are taken as its own. An
 * earlier couple's day lands on no one else's.
 */
export async function importQuestions(
  tx: QuestionsImportWrites,
  data: Pick<ExportArchive, 'user' | 'partner' | 'couple' | 'questionAnswers'>,
  ctx: { userId: string; coupleId: string | null; partnerMatched: boolean; now: Date },
): Promise<number> {
  if (!ctx.coupleId || !ctx.partnerMatched || !data.partner) return 0;
  const past = coupleDayOf(ctx.now, [EARLIEST_ZONE]);
  const connectedAt = data.couple?.connectedAt;
  const firstDay = connectedAt ? coupleDayOf(new Date(connectedAt), [EARLIEST_ZONE]) : '';
  const partnerId = data.partner.id;
  const bothAnswered = new Set(
    data.questionAnswers.filter((answer) => answer.userId === partnerId).map((a) => a.day),
  );
  const mine = data.questionAnswers
    .filter(
      (answer) =>
        answer.userId === data.user.id &&
        answer.day < past &&
        (answer.day >= firstDay || bothAnswered.has(answer.day)) &&
        questionById(answer.questionId) !== undefined,
    )
    .map((answer) => ({
      day: answer.day,
      questionId: answer.questionId,
      text: answer.text,
      answeredAt: new Date(answer.answeredAt),
    }));
  return tx.questions.importAnswers(ctx.coupleId, ctx.userId, mine, ctx.now);
}
