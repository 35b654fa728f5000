import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayNumber, formatIsoDate, fromDayNumber } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CoupleTimeDisplay } from '../components/couple-time-display';
import { AN, makeCouple } from './couple-fixtures';

const me = makeUser({ id: AN.id, displayName: AN.displayName });
const NOW = new Date('2026-03-10T03:00:00Z'); // 10/03/2026 in Ho Chi Minh City

/** A start date making today "ngày thứ n". */
function startForDay(n: number): string {
  return formatIsoDate(fromDayNumber(dayNumber({ year: 2026, month: 3, day: 10 }) - (n - 1)));
}

describe('<CoupleTimeDisplay>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows both names, the days together, the split and the next milestone (vi)', () => {
    const start = startForDay(988);
    renderWithProviders(
      <CoupleTimeDisplay couple={makeCouple({ anniversaryDate: start })} user={me} now={NOW} />,
    );
    expect(screen.getByRole('heading', { name: 'An Nguyễn & Bình Trần' })).toBeInTheDocument();
    expect(screen.getByTestId('couple-days')).toHaveTextContent('988');
    expect(screen.getByText('ngày bên nhau')).toBeInTheDocument();
    // from 27/06/2023: two anniversaries, then 27/02/2026 is 8 calendar months, then 11 days
    expect(screen.getByText('2 năm 8 tháng 11 ngày')).toBeInTheDocument();
    expect(screen.getByTestId('next-milestone')).toHaveTextContent(
      'Còn 12 ngày nữa là ngày thứ 1000',
    );
    expect(screen.getByText(/Kỷ niệm 3 năm/)).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(
      <CoupleTimeDisplay
        couple={makeCouple({ anniversaryDate: startForDay(988) })}
        user={me}
        now={NOW}
      />,
    );
    expect(screen.getByText('days together')).toBeInTheDocument();
    expect(screen.getByText('2 years 8 months 11 days')).toBeInTheDocument();
    expect(screen.getByTestId('next-milestone')).toHaveTextContent('Day 1000 together in 12 days');
  });

  it('counts from the day they connected when no anniversary is set (that day is day 1)', () => {
    renderWithProviders(
      <CoupleTimeDisplay
        couple={makeCouple({ anniversaryDate: null, connectedAt: '2026-03-09T20:00:00Z' })}
        user={me}
        now={NOW}
      />,
    );
    // 20:00 UTC on the 9th is 03:00 on the 10th in Vietnam: today is day 1
    expect(screen.getByTestId('couple-days')).toHaveTextContent('1');
    expect(screen.getByText('Ngày đầu tiên bên nhau')).toBeInTheDocument();
    expect(screen.queryByText(/^0 ngày/)).not.toBeInTheDocument();
    expect(screen.getByTestId('next-milestone')).toHaveTextContent(
      'Còn 99 ngày nữa là ngày thứ 100',
    );
  });

  it('reads a whole year on the anniversary and calendar months after it, never "12 tháng"', () => {
    const { unmount } = renderWithProviders(
      <CoupleTimeDisplay
        couple={makeCouple({ anniversaryDate: '2025-03-10' })}
        user={me}
        now={NOW}
      />,
    );
    expect(screen.getByText('1 năm')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CoupleTimeDisplay
        couple={makeCouple({ anniversaryDate: '2025-03-11' })}
        user={me}
        now={NOW}
      />,
    );
    // 11/03/2025 to 10/03/2026: the day before the anniversary
    expect(screen.getByText('11 tháng 27 ngày')).toBeInTheDocument();
  });
});
