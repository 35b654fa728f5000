import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOutbox } from '@/lib/offline';
import { getToasts } from '@/lib/toast-store';
import { errorAnswer, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { QuestionPage } from '../components/question-page';
import { todayOf } from './question-fixtures';

const me = makeUser({ coupleId: 'c1' });

beforeEach(() => {
  signIn(me);
});

async function answerWith(text: string) {
  renderWithProviders(<QuestionPage />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Câu trả lời của bạn/ }), text);
  await user.click(screen.getByRole('button', { name: 'Gửi câu trả lời' }));
}

describe('answering, when the answer cannot be saved now', () => {
  it('offline: the answer waits in the outbox for its day and question, and stays shown', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if ((init?.method ?? 'GET') === 'GET' && url.includes('/api/questions/today'))
        return Promise.resolve(jsonResponse(todayOf()));
      if (url.includes('/api/questions/history'))
        return Promise.resolve(jsonResponse({ items: [], nextBefore: null }));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    vi.stubGlobal('fetch', fetchMock);
    await answerWith('Ở Hồ Gươm');
    await waitFor(async () => expect(await loadOutbox(me.id)).toHaveLength(1));
    const [waiting] = await loadOutbox(me.id);
    expect(waiting).toMatchObject({
      operationId: 'answerTodayQuestion',
      label: 'Ở Hồ Gươm',
      status: 'waiting',
    });
    expect(waiting?.input).toMatchObject({
      body: { text: 'Ở Hồ Gươm', day: '2026-04-01', questionId: 'mem-007' },
    });
    expect(await screen.findByText('Ở Hồ Gươm')).toBeInTheDocument();
    await waitFor(() =>
      expect(getToasts().map((t) => t.title)).toContain(
        'Chưa có mạng: câu trả lời sẽ được gửi khi có mạng trở lại.',
      ),
    );
    expect(getToasts().filter((t) => t.type === 'error')).toEqual([]);
  });

  it('both answers already open: says so in words, and shows the day as it is', async () => {
    stubApi({
      'GET /api/questions/today': jsonResponse(todayOf()),
      'GET /api/questions/history': jsonResponse({ items: [], nextBefore: null }),
      'PUT /api/questions/today/answer': errorAnswer({
        status: 409,
        code: 'QUESTION_LOCKED',
        message: 'Both answers are revealed: an answer can no longer change',
      }),
    });
    await answerWith('Muộn rồi');
    await waitFor(() =>
      expect(getToasts()[0]?.title).toBe('Hai câu trả lời đã mở, không sửa được nữa'),
    );
    expect(await loadOutbox(me.id)).toEqual([]);
  });
});
