import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { QuestionPage } from '../components/question-page';
import { answered, historyItem, todayOf } from './question-fixtures';

const emptyHistory = jsonResponse({ items: [], nextBefore: null });

describe('<QuestionPage>', () => {
  it("shows today's question, sends my answer for that day and question, then waits", async () => {
    let today = todayOf();
    const api = stubApi({
      'GET /api/questions/today': () => jsonResponse(today),
      'GET /api/questions/history': emptyHistory,
      'PUT /api/questions/today/answer': (body) => {
        today = todayOf({ myAnswer: answered((body as { text: string }).text), canSkip: false });
        return jsonResponse(today);
      },
    });
    renderWithProviders(<QuestionPage />);
    expect(
      await screen.findByRole('heading', { name: 'Lần đầu nắm tay nhau là ở đâu, lúc nào?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kỷ niệm')).toBeInTheDocument();
    expect(screen.getByText('Bắt đầu chuỗi ngày')).toBeInTheDocument();

    const user = userEvent.setup();
    // nothing written: said under the field, nothing sent
    await user.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByText('Hãy viết vài chữ trước khi gửi.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Câu trả lời của bạn/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(screen.getByRole('textbox', { name: /Câu trả lời của bạn/ }), 'Ở Hồ Gươm');
    await user.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByText(/Khi Bình trả lời, hai bạn sẽ cùng thấy/)).toBeInTheDocument();
    expect(screen.getByText('Ở Hồ Gươm')).toBeInTheDocument();
    const put = callsOf(api).find((c) => c.key === 'PUT /api/questions/today/answer');
    expect(put?.body).toEqual({ text: 'Ở Hồ Gươm', day: '2026-04-01', questionId: 'mem-007' });
    // the skip is gone once someone answered; the answer may still change
    expect(screen.queryByRole('button', { name: 'Đổi câu hỏi khác' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sửa câu trả lời' }));
    expect(screen.getByRole('textbox', { name: /Sửa câu trả lời/ })).toHaveValue('Ở Hồ Gươm');
  });

  it('tells me my partner answered without showing what; shows both once both answered', async () => {
    stubApi({
      'GET /api/questions/today': jsonResponse(todayOf({ partnerAnswered: true })),
      'GET /api/questions/history': emptyHistory,
    });
    const { queryClient } = renderWithProviders(<QuestionPage />);
    expect(
      await screen.findByText('Bình đã trả lời rồi. Trả lời để xem người ấy nói gì nhé.'),
    ).toBeInTheDocument();

    stubApi({
      'GET /api/questions/today': jsonResponse(
        todayOf({
          myAnswer: answered('Ở Hồ Gươm'),
          partnerAnswer: answered('Trong rạp phim'),
          partnerAnswered: true,
          revealed: true,
          canSkip: false,
          streak: 3,
        }),
      ),
      'GET /api/questions/history': emptyHistory,
    });
    // what the partner's answer does on my open screen: the area is refetched
    await act(() => queryClient.invalidateQueries({ queryKey: ['questions'] }));
    expect(await screen.findByText('Trong rạp phim')).toBeInTheDocument();
    expect(screen.getByText('Ở Hồ Gươm')).toBeInTheDocument();
    expect(screen.getByText('3 ngày liền')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Câu trả lời/ })).not.toBeInTheDocument();
  });

  it('skips once and shows the new question', async () => {
    const api = stubApi({
      'GET /api/questions/today': jsonResponse(todayOf()),
      'GET /api/questions/history': emptyHistory,
      'POST /api/questions/today/skip': jsonResponse(
        todayOf({
          canSkip: false,
          question: {
            id: 'drm-002',
            kind: 'dreams',
            vi: 'Nơi nào trên thế giới bạn muốn cùng người ấy đặt chân đến nhất?',
            en: 'Where in the world would you most like to go with your partner?',
          },
        }),
      ),
    });
    renderWithProviders(<QuestionPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Đổi câu hỏi khác' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Nơi nào trên thế giới bạn muốn cùng người ấy đặt chân đến nhất?',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đổi câu hỏi khác' })).not.toBeInTheDocument();
    expect(callsOf(api).filter((c) => c.key === 'POST /api/questions/today/skip')).toHaveLength(1);
  });

  it('says why there is no question without a partner, in both languages', async () => {
    stubApi({
      'GET /api/questions/today': errorAnswer({
        status: 400,
        code: 'NO_COUPLE',
        message: 'No active couple connection found',
      }),
    });
    renderWithProviders(<QuestionPage />);
    expect(
      await screen.findByRole('heading', { name: 'Câu hỏi mỗi ngày dành cho hai người' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sẽ trở lại khi hai bạn kết nối lại/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kết nối với người ấy' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { name: 'The daily question is for two' }),
    ).toBeInTheDocument();
  });

  it('lists earlier days, searches them and loads more by date', async () => {
    const urls: URL[] = [];
    const fetchMock = stubApi({});
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://doita.test');
      urls.push(url);
      if (url.pathname === '/api/questions/today') return Promise.resolve(jsonResponse(todayOf()));
      if (url.searchParams.get('before') === '2026-03-30')
        return Promise.resolve(
          jsonResponse({
            items: [historyItem('2026-03-29', { revealed: false, partnerAnswer: null })],
            nextBefore: null,
          }),
        );
      if (url.searchParams.has('q'))
        return Promise.resolve(jsonResponse({ items: [], nextBefore: null }));
      return Promise.resolve(
        jsonResponse({
          items: [historyItem('2026-03-31'), historyItem('2026-03-30')],
          nextBefore: '2026-03-30',
        }),
      );
    });
    renderWithProviders(<QuestionPage />);
    const list = await screen.findByRole('list', { name: 'Các câu hỏi những ngày trước' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Của Bình 2026-03-31')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(
      await within(list).findByText('Không mở vì hôm đó chưa đủ hai câu trả lời'),
    ).toBeInTheDocument();
    expect(urls.some((u) => u.searchParams.get('before') === '2026-03-30')).toBe(true);

    await user.type(
      screen.getByRole('searchbox', { name: 'Tìm trong những ngày trước' }),
      'đà lạt',
    );
    expect(await screen.findByText('Không tìm thấy ngày nào có “đà lạt”.')).toBeInTheDocument();
    await waitFor(() => expect(urls.some((u) => u.searchParams.get('q') === 'đà lạt')).toBe(true));
  });
});
