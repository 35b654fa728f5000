import { formatIsoDate, isLetterOpen, isValidTimeZone, toLocalDate } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import type { Notifier, NotifyInput } from '../notifications/index.js';
import type { LetterCursor, LettersRepository } from './letters-repository.js';

export interface LetterOpeningDeps {
  letters: Pick<LettersRepository, 'unannounced' | 'markAnnounced'>;
  notifier: Pick<Notifier, 'notify'>;
  clock: Clock;
  /** letters read per page */
  pageSize?: number;
}

/** the zone whose calendar is ahead of every other (UTC+14): no day comes anywhere before it */
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/**
 * On a letter's day, on its recipient's calendar, the recipient is told it opened
 * (`letter_opened`, under their letters toggle, in the bell and by push), exactly once: the
 * notification's dedupe key is unique per person and letter, so runs on several servers
 * write one row; the letter is then stamped announced (and open, if no read found it open
 * first). Only while the recipient may see the letter (`unannounced` reads those alone):
 * after a disconnect they are told nothing and it stays unstamped, so reconnecting the
 * same two announces it on the next run. Returns how many were announced.
 */
export function createLetterOpening(deps: LetterOpeningDeps) {
  const pageSize = deps.pageSize ?? 500;
  return {
    async runOnce(): Promise<number> {
      const now = deps.clock.now();
      const lastDay = formatIsoDate(toLocalDate(now, EARLIEST_ZONE));
      let after: LetterCursor | undefined;
      let announced = 0;
      for (;;) {
        const page = await deps.letters.unannounced(lastDay, after, pageSize);
        const due = page.filter((row) => {
          const zone = isValidTimeZone(row.recipientTimeZone)
            ? row.recipientTimeZone
            : 'Asia/Ho_Chi_Minh';
          return row.openedAt !== null || isLetterOpen(row.opensOn, now, zone);
        });
        const inputs: NotifyInput[] = due.flatMap((row) =>
          row.recipientId === null
            ? []
            : [
                {
                  to: row.recipientId,
                  actorId: row.authorId,
                  type: 'letter_opened' as const,
                  data: { actorName: row.authorName, letterId: row.id, opensOn: row.opensOn },
                  link: `/together/letters/${row.id}`,
                  dedupeKey: `letter_opened:${row.id}`,
                },
              ],
        );
        if (inputs.length > 0) await deps.notifier.notify(inputs);
        await deps.letters.markAnnounced(
          due.map((row) => row.id),
          now,
        );
        announced += due.length;
        const last = page.at(-1);
        if (!last || page.length < pageSize) return announced;
        after = { opensOn: last.opensOn, id: last.id };
      }
    },
  };
}
