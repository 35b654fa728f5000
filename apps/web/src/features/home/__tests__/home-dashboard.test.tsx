import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quoteOfTheDayIndex } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { HomeDashboard } from '../components/home-dashboard';

const noActions = { createMemory: () => undefined, createReminder: () => undefined };

describe('<HomeDashboard>', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2026-03-10T01:30:00Z', 'Chào buổi sáng, An'], // 08:30 in Ho Chi Minh City
    ['2026-03-10T06:00:00Z', 'Chào buổi chiều, An'], // 13:00
    ['2026-03-10T12:30:00Z', 'Chào buổi tối, An'], // 19:30
    ['2026-03-10T15:00:00Z', 'Đêm an lành, An'], // 22:00
  ])('at %s greets by the hour in the user time zone: %s', (instant, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    renderWithProviders(
      <HomeDashboard
        connected={false}
        actions={noActions}
        user={makeUser({ displayName: 'An' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(greeting);
  });

  it('follows the user time zone, not the browser one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T01:30:00Z')); // 08:30 in Vietnam, 21:30 the day before in New York
    renderWithProviders(
      <HomeDashboard
        connected={false}
        actions={noActions}
        user={makeUser({
          displayName: 'An',
          preferences: { language: 'vi', theme: 'light', timeZone: 'America/New_York' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đêm an lành, An');
  });

  it('shows the quote of the day picked by the shared rule, in the chosen language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-05-01T03:00:00Z');
    vi.setSystemTime(now);
    const index = quoteOfTheDayIndex(now, 'Asia/Ho_Chi_Minh');
    renderWithProviders(<HomeDashboard connected={false} actions={noActions} user={makeUser()} />);
    const quote = screen.getByText(
      (_, el) => el?.getAttribute('data-quote-index') === String(index),
    );
    expect(quote).toHaveTextContent(i18n.t(`home:quotes.${index}.text`));
    await act(() => i18n.changeLanguage('en'));
    expect(quote).toHaveTextContent(i18n.getFixedT('en')(`home:quotes.${index}.text`));
  });

  it('invites a user without a partner to connect', () => {
    renderWithProviders(<HomeDashboard connected={false} actions={noActions} user={makeUser()} />);
    expect(
      screen.getByRole('heading', { name: 'Kết nối với nửa kia của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kết nối ngay' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
  });

  it('reminds an unverified user to check their inbox', () => {
    renderWithProviders(
      <HomeDashboard
        connected={false}
        actions={noActions}
        user={makeUser({ isEmailVerified: false })}
      />,
    );
    expect(screen.getByText('Xác minh email của bạn')).toBeInTheDocument();
  });
});
