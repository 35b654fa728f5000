import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Letter } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LetterDetail } from '../components/letter-detail';
import { AN, BINH, SECRET, content, makeLetter } from './letters-fixtures';

function renderLetter(letter: Letter | Response, viewer = BINH, extra = {}) {
  signIn(viewer);
  const mock = stubApi({
    'GET /api/letters/letter-1': letter instanceof Response ? letter : jsonResponse(letter),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/together/letters/:id" element={<LetterDetail id="letter-1" />} />
      <Route path="/together/letters" element={<p>Tất cả thư</p>} />
    </Routes>,
    { route: '/together/letters/letter-1' },
  );
  return { mock, user: userEvent.setup() };
}

describe('<LetterDetail>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('to its recipient while sealed: an envelope, who and when, nothing to change', async () => {
    renderLetter(makeLetter());
    expect(await screen.findByText('Thư niêm phong từ An')).toBeInTheDocument();
    expect(screen.getByText('Mở vào ngày 20/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Còn 10 ngày nữa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sửa thư' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở thư' })).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('A sealed letter from An')).toBeInTheDocument();
    expect(screen.getByText('Opens on 20 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('10 days to go.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
  });

  it('opened on its day: the envelope opens when asked, then shows the words, and stays open', async () => {
    const letter = makeLetter({
      state: 'open',
      opensToday: true,
      opensOn: '2026-03-10',
      content: content(),
    });
    const { user } = renderLetter(letter);
    expect(await screen.findByText('Viết cho ngày hôm nay')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mở thư' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByTestId('envelope-flap')).toHaveAttribute('data-open', 'true'),
    );
    expect(localStorage.getItem('letter-opened:letter-1')).toBe('1');
  });

  it('to its writer while sealed: the words, edit and withdraw after confirming', async () => {
    const letter = makeLetter({ content: content() }, AN);
    const { mock, user } = renderLetter(letter, AN, {
      'DELETE /api/letters/letter-1': jsonResponse({ message: 'Letter withdrawn' }),
    });
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByText('Niêm phong đến ngày 20/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sửa thư' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rút thư lại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rút lá thư này lại?' });
    expect(dialog).toHaveTextContent('Bình sẽ không bao giờ đọc được');
    await user.click(screen.getByRole('button', { name: 'Rút thư' }));
    expect(await screen.findByText('Tất cả thư')).toBeInTheDocument();
    expect(callsOf(mock).map((c) => c.key)).toContain('DELETE /api/letters/letter-1');
  });

  it('to its writer once open: read-only', async () => {
    renderLetter(makeLetter({ state: 'open', content: content() }, AN), AN);
    expect(await screen.findByText('Thư đã mở ngày 20/03/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sửa thư' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rút thư lại' })).not.toBeInTheDocument();
  });

  it('says when a letter is not there for me (404), and offers a retry on other failures', async () => {
    renderLetter(errorAnswer({ status: 404, code: 'NOT_FOUND' }));
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy lá thư' }),
    ).toBeInTheDocument();
  });
});
