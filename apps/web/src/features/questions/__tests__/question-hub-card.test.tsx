import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorAnswer, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { QuestionHubCard } from '../components/question-hub-card';
import { answered, todayOf } from './question-fixtures';

const cases = [
  {
    state: todayOf(),
    vi: ['Chưa ai trả lời. Bạn trả lời trước nhé?', 'Trả lời'],
    en: ['Nobody has answered yet. Want to go first?', 'Answer'],
  },
  {
    state: todayOf({ myAnswer: answered('Ở Hồ Gươm'), canSkip: false }),
    vi: ['Bạn đã trả lời. Đang chờ Bình.', 'Xem câu hỏi'],
    en: ["You've answered. Waiting for Bình.", 'See the question'],
  },
  {
    state: todayOf({ partnerAnswered: true, canSkip: false }),
    vi: ['Bình đã trả lời và đang chờ bạn.', 'Trả lời để xem'],
    en: ['Bình has answered and is waiting for you.', 'Answer to see theirs'],
  },
  {
    state: todayOf({
      myAnswer: answered('Ở Hồ Gươm'),
      partnerAnswer: answered('Trong rạp phim'),
      partnerAnswered: true,
      revealed: true,
      canSkip: false,
      streak: 1,
    }),
    vi: ['Cả hai đã trả lời. Xem hai câu trả lời nào!', 'Xem hai câu trả lời'],
    en: ["You've both answered. See both answers!", 'See both answers'],
  },
];

describe('<QuestionHubCard>', () => {
  it.each(cases)(
    'says where today stands and leads to the page ($vi.0)',
    async ({ state, vi, en }) => {
      stubApi({ 'GET /api/questions/today': jsonResponse(state) });
      renderWithProviders(<QuestionHubCard />);
      expect(
        await screen.findByText('Lần đầu nắm tay nhau là ở đâu, lúc nào?'),
      ).toBeInTheDocument();
      expect(screen.getByText(vi[0] as string)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: vi[1] })).toHaveAttribute(
        'href',
        '/together/question',
      );
      // never an answer's words on the card
      expect(screen.queryByText('Trong rạp phim')).not.toBeInTheDocument();
      await act(() => i18n.changeLanguage('en'));
      expect(
        await screen.findByText('Where and when did we first hold hands?'),
      ).toBeInTheDocument();
      expect(screen.getByText(en[0] as string)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: en[1] })).toBeInTheDocument();
    },
  );

  it('shows the streak, and asks to connect when there is no partner', async () => {
    stubApi({ 'GET /api/questions/today': jsonResponse(todayOf({ streak: 12 })) });
    const first = renderWithProviders(<QuestionHubCard />);
    expect(await screen.findByText('12 ngày liền')).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /api/questions/today': errorAnswer({ status: 400, code: 'NO_COUPLE' }),
    });
    renderWithProviders(<QuestionHubCard />);
    expect(
      await screen.findByText('Kết nối với người ấy để mỗi ngày cùng trả lời một câu hỏi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kết nối với người ấy' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
  });
});
