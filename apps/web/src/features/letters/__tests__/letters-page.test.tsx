import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LettersPage } from '../components/letters-page';
import { AN, BINH, content, makeLetter } from './letters-fixtures';

/** GET /api/letters by box; a box named in `failing` answers 500. */
function stubBoxes(boxes: Record<string, unknown[]>, failing: string[] = []) {
  const mock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const box = new URL(href, 'http://localhost').searchParams.get('box') ?? '';
    if (failing.includes(box))
      return Promise.resolve(
        jsonResponse({ message: 'Boom', code: 'INTERNAL_ERROR' }, { status: 500 }),
      );
    return Promise.resolve(jsonResponse({ letters: boxes[box] ?? [], nextCursor: null }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('<LettersPage>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each box under its heading: waiting, opened, written', async () => {
    signIn(BINH);
    stubBoxes({
      waiting: [makeLetter({ id: 'w' })],
      opened: [makeLetter({ id: 'o', state: 'open', opensOn: '2026-03-01', content: content() })],
      sent: [
        makeLetter(
          {
            id: 's',
            from: { id: BINH.id, displayName: 'Bình', avatarUrl: null },
            to: { id: AN.id, displayName: 'An', avatarUrl: null },
            content: content('Gửi An'),
          },
          AN,
        ),
      ],
    });
    renderWithProviders(<LettersPage />);
    const waiting = await screen.findByRole('region', { name: 'Đang chờ mở' });
    expect(await within(waiting).findByRole('link')).toHaveTextContent(
      'Từ AnMở sau 10 ngày nữa, vào 20/03/2026',
    );
    const opened = screen.getByRole('region', { name: 'Đã mở' });
    expect(await within(opened).findByRole('link')).toHaveTextContent('Đã mở ngày 01/03/2026');
    const sent = screen.getByRole('region', { name: 'Thư bạn đã viết' });
    expect(await within(sent).findByRole('link')).toHaveTextContent('Gửi An');
    expect(screen.getByRole('button', { name: 'Viết thư' })).toBeInTheDocument();
  });

  it('says what each empty box means, and which box failed to load', async () => {
    signIn(BINH);
    stubBoxes({ waiting: [], sent: [] }, ['opened']);
    renderWithProviders(<LettersPage />);
    expect(await screen.findByText('Chưa có lá thư nào đang chờ bạn.')).toBeInTheDocument();
    const opened = screen.getByRole('region', { name: 'Đã mở' });
    expect(await within(opened).findByRole('alert')).toHaveTextContent('Chưa tải được thư.');
    expect(within(opened).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('without a partner there is no one to write to', async () => {
    signIn({
      ...BINH,
      coupleId: null,
      coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
    });
    stubBoxes({});
    renderWithProviders(<LettersPage />);
    expect(await screen.findByText(/Kết nối với người ấy để bắt đầu gửi thư/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Viết thư' })).not.toBeInTheDocument();
  });
});
