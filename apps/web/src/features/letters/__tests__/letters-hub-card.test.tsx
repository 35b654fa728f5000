import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, errorAnswer, inTurn } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LettersHubCard } from '../components/letters-hub-card';
import { BINH, SECRET, content, makeLetter } from './letters-fixtures';

/** GET /api/letters answers by box (the stub ignores the query: the handler reads it). */
function stubBoxes(boxes: Record<string, unknown[]>) {
  const mock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const box = url.searchParams.get('box') ?? '';
    return Promise.resolve(jsonResponse({ letters: boxes[box] ?? [], nextCursor: null }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('<LettersHubCard>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z')); // 10:00 on 10/03/2026 in Hồ Chí Minh City
    signIn(BINH);
  });
  afterEach(() => vi.useRealTimers());

  it('puts today’s letter on top, lists who and when for the sealed ones, and offers to write', async () => {
    stubBoxes({
      opened: [
        makeLetter({
          id: 'today',
          state: 'open',
          opensToday: true,
          opensOn: '2026-03-10',
          content: content(),
        }),
      ],
      waiting: [makeLetter({ id: 'soon', opensOn: '2026-03-20' })],
    });
    renderWithProviders(<LettersHubCard />);
    const card = await screen.findByRole('region', { name: 'Thư gửi tương lai' });
    const today = await within(card).findByRole('link', {
      name: /Hôm nay có một lá thư vừa mở cho bạn/,
    });
    expect(today).toHaveAttribute('href', '/together/letters/today');
    const soon = within(card).getByRole('link', { name: /Mở sau 10 ngày/ });
    expect(soon).toHaveTextContent('Mở sau 10 ngày nữa, vào 20/03/2026');
    expect(soon).toHaveAttribute('href', '/together/letters/soon');
    expect(within(card).getByRole('button', { name: 'Viết thư' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Xem tất cả thư' })).toHaveAttribute(
      'href',
      '/together/letters',
    );
  });

  it('a sealed letter’s row never shows words (there are none to show)', async () => {
    stubBoxes({ waiting: [makeLetter({ opensOn: '2026-03-11' })], opened: [] });
    renderWithProviders(<LettersHubCard />);
    const row = await screen.findByRole('link', { name: /Từ An/ });
    expect(row).toHaveTextContent('Mở vào ngày mai, 11/03/2026');
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('says when nothing waits, and offers a retry when the letters could not load', async () => {
    stubBoxes({ waiting: [], opened: [] });
    const { unmount } = renderWithProviders(<LettersHubCard />);
    expect(await screen.findByText(/Chưa có lá thư nào đang chờ/)).toBeInTheDocument();
    unmount();
    const failing = stubApi({ 'GET /api/letters': inTurn(errorAnswer({ status: 500 })) });
    renderWithProviders(<LettersHubCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa tải được thư.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(failing).toHaveBeenCalled();
  });
});
