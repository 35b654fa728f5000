import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { MemoriesFilter } from '../api/get-memories';
import { MemoriesFilters } from '../components/memories-filters';
import { stubFetch } from './memories-fixtures';

function renderFilters(filter: MemoriesFilter, range = { from: '', to: '' }) {
  stubFetch(({ url }) =>
    url.pathname === '/api/memories/tags' ? jsonResponse({ tags: [] }) : undefined,
  );
  const actions = {
    onQuery: vi.fn(),
    onMood: vi.fn(),
    onTag: vi.fn(),
    onRange: vi.fn(),
    onPrivacy: vi.fn(),
    onClear: vi.fn(),
  };
  renderWithProviders(
    <MemoriesFilters q="" filter={filter} range={range} rangeInvalid={false} {...actions} />,
  );
  return { actions, user: userEvent.setup() };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('vi'));
});

describe('the memories filters on a phone: folded behind one button, the ones on as chips', () => {
  it('folds the filters behind "Bộ lọc" with how many are on; the button opens them', async () => {
    const { user } = renderFilters(
      { mood: 'happy', dateFrom: '2025-12-01', isPrivate: true },
      { from: '2025-12-01', to: '' },
    );
    const toggle = screen.getByRole('button', { name: 'Bộ lọc, 3 đang bật' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveClass('hidden', 'sm:flex');
    expect(panel).toContainElement(screen.getByLabelText('Tâm trạng'));
    expect(panel).toContainElement(screen.getByLabelText('Từ ngày'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
  });

  it('shows each filter that is on as a chip that takes it off, named in both languages', async () => {
    const { actions, user } = renderFilters(
      { mood: 'happy', dateFrom: '2025-12-01', isPrivate: true, tag: 'travel' },
      { from: '2025-12-01', to: '2025-12-31' },
    );
    const chips = screen.getByRole('list', { name: 'Bộ lọc đang bật' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Bỏ bộ lọc “Tâm trạng: Vui vẻ”',
      'Bỏ bộ lọc “Từ 01/12/2025”',
      'Bỏ bộ lọc “Đến 31/12/2025”',
      'Bỏ bộ lọc “Chỉ mình tôi”',
      'Bỏ bộ lọc “Thẻ: Du lịch”',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Bỏ bộ lọc “Tâm trạng: Vui vẻ”' }));
    expect(actions.onMood).toHaveBeenCalledWith(null);
    await user.click(within(chips).getByRole('button', { name: 'Bỏ bộ lọc “Đến 31/12/2025”' }));
    expect(actions.onRange).toHaveBeenCalledWith({ to: null });
    await user.click(within(chips).getByRole('button', { name: 'Bỏ bộ lọc “Chỉ mình tôi”' }));
    expect(actions.onPrivacy).toHaveBeenCalledWith(null);
    await user.click(within(chips).getByRole('button', { name: 'Bỏ bộ lọc “Thẻ: Du lịch”' }));
    expect(actions.onTag).toHaveBeenCalledWith(null);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Filters, 5 on' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Filters on' })).getByRole('button', {
        name: 'Remove the filter “From 1 Dec 2025”',
      }),
    ).toBeInTheDocument();
  });

  it('with nothing on: no chips, the button says only "Bộ lọc"', () => {
    renderFilters({});
    expect(screen.getByRole('button', { name: 'Bộ lọc' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bộ lọc đang bật' })).toBeNull();
  });
});
