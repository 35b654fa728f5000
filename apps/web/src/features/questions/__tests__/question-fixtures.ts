import type { QuestionHistoryItem, QuestionToday } from '@doita/shared';

export const QUESTION = {
  id: 'mem-007',
  kind: 'memories',
  vi: 'Lần đầu nắm tay nhau là ở đâu, lúc nào?',
  en: 'Where and when did we first hold hands?',
} as const;

/** Today's question as the server answers it, for a couple with Bình as the partner. */
export function todayOf(overrides: Partial<QuestionToday> = {}): QuestionToday {
  return {
    day: '2026-04-01',
    question: { ...QUESTION },
    myAnswer: null,
    partnerAnswer: null,
    partnerAnswered: false,
    revealed: false,
    canSkip: true,
    streak: 0,
    partnerName: 'Bình',
    ...overrides,
  };
}

export const answered = (text: string) => ({ text, answeredAt: '2026-04-01T05:00:00.000Z' });

export function historyItem(day: string, overrides: Partial<QuestionHistoryItem> = {}) {
  return {
    day,
    question: {
      id: 'fun-012',
      kind: 'fun',
      vi: 'Nếu cuộc tình của hai đứa là một bộ phim, tên phim sẽ là gì?',
      en: 'If our love story were a film, what would its title be?',
    },
    myAnswer: answered(`Của tôi ${day}`),
    partnerAnswer: answered(`Của Bình ${day}`),
    revealed: true,
    ...overrides,
  } satisfies QuestionHistoryItem;
}
