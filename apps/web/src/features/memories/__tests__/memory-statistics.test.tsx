import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemoryStatistics } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryStatisticsPanel } from '../components/statistics/memory-statistics';
import { LAN, stubFetch } from './memories-fixtures';

const STATISTICS: MemoryStatistics = {
  total: 6,
  shared: 5,
  private: 1,
  favorites: 2,
  byMonth: [
    { month: '2025-11', count: 2 },
    { month: '2026-01', count: 4 },
  ],
  byMood: [
    { mood: 'happy', count: 3 },
    { mood: 'love', count: 1 },
  ],
  byTag: [{ tag: 'travel', count: 4 }],
  mostLoved: [{ id: 'dalat', title: 'Đà Lạt', date: '2026-01-02', reactions: 2, comments: 3 }],
};

function renderStatistics(statistics: MemoryStatistics = STATISTICS) {
  signIn(LAN);
  stubFetch(({ url }) =>
    url.pathname === '/api/memories/statistics' ? jsonResponse({ statistics }) : undefined,
  );
  return renderWithProviders(<MemoryStatisticsPanel />);
}

describe('memory statistics', () => {
  it('draws the counts by month, mood and tag, each with a table for screen readers', async () => {
    renderStatistics();
    const panel = await screen.findByTestId('memory-statistics');
    expect(panel).toHaveTextContent('6Kỷ niệm');
    expect(panel).toHaveTextContent('5Kỷ niệm chung');
    expect(panel).toHaveTextContent('2Yêu thích');
    expect(screen.getByTestId('month-chart').querySelectorAll('rect')).toHaveLength(2);

    const byMonth = screen.getByRole('table', { name: 'Theo tháng' });
    // the empty month between is a zero, not a gap
    expect(
      within(byMonth)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['11/20252', '12/20250', '01/20264']);
    const byMood = screen.getByRole('table', { name: 'Theo tâm trạng' });
    expect(within(byMood).getByRole('rowheader', { name: 'Vui vẻ' })).toBeInTheDocument();
    expect(within(byMood).getByRole('cell', { name: '3' })).toBeInTheDocument();
    const byTag = screen.getByRole('table', { name: 'Theo thẻ' });
    expect(within(byTag).getByRole('rowheader', { name: 'Du lịch' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderStatistics();
    expect(await screen.findByRole('table', { name: 'By mood' })).toHaveTextContent('Happy3');
    expect(screen.getByRole('table', { name: 'By month' })).toHaveTextContent('Jan 20264');
    expect(screen.getByRole('link', { name: 'Đà Lạt' })).toHaveAttribute('href', '/memories/dalat');
    expect(screen.getByText('2 reactions · 3 comments')).toBeInTheDocument();
  });

  it('invites the first memory when there is nothing to count', async () => {
    renderStatistics({
      ...STATISTICS,
      total: 0,
      shared: 0,
      private: 0,
      favorites: 0,
      byMonth: [],
      byMood: [],
      byTag: [],
      mostLoved: [],
    });
    expect(
      await screen.findByRole('heading', { name: 'Chưa có gì để thống kê' }),
    ).toBeInTheDocument();
  });
});
