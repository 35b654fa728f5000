import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { HomeDashboard, type DashboardActions } from '../components/home-dashboard';
import { makeDashboard } from './dashboard-fixtures';

function renderHome(
  dashboard: Dashboard | Response = makeDashboard(),
  options: { connected?: boolean; actions?: Partial<DashboardActions> } = {},
) {
  const answer = dashboard instanceof Response ? dashboard : jsonResponse({ dashboard });
  const api = stubApi({ 'GET /api/dashboard': answer });
  const actions: DashboardActions = {
    createMemory: vi.fn(),
    createReminder: vi.fn(),
    ...options.actions,
  };
  const view = renderWithProviders(
    <HomeDashboard
      user={makeUser({ displayName: 'An' })}
      connected={options.connected ?? true}
      actions={actions}
    />,
  );
  return { api, actions, ...view };
}

describe('home dashboard (connected)', () => {
  it('shows skeletons and a loading status until GET /dashboard answers', async () => {
    const { container } = renderHome();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bảng tin');
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThan(4);
    expect(await screen.findByTestId('stat-memories')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('links the stat cards to their lists, the upcoming card only when there are some', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: '12 kỷ niệm đã lưu' })).toHaveAttribute(
      'href',
      '/memories',
    );
    expect(screen.getByRole('link', { name: '4 nhắc nhở đang hoạt động' })).toHaveAttribute(
      'href',
      '/reminders',
    );
    expect(screen.getByRole('link', { name: '2 sự kiện trong 7 ngày tới' })).toHaveAttribute(
      'href',
      '/reminders?filter=upcoming',
    );
  });

  it('hides the upcoming stat when nothing is due within 7 days', async () => {
    renderHome(
      makeDashboard({
        counts: { memories: 1, activeReminders: 0, upcomingReminders: 0, places: 0 },
      }),
    );
    expect(await screen.findByTestId('stat-memories')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-upcoming')).toBeNull();
    expect(screen.queryByTestId('stat-places')).toBeNull();
  });

  it('counts the places we have been, which opens the map, in both languages', async () => {
    renderHome(
      makeDashboard({
        counts: { memories: 9, activeReminders: 0, upcomingReminders: 0, places: 1 },
      }),
    );
    expect(await screen.findByRole('link', { name: '1 nơi đã cùng đến' })).toHaveAttribute(
      'href',
      '/map',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('link', { name: '1 place we’ve been' })).toBeInTheDocument();
  });

  it('opens a memory or the reminders from recent activity, and links to the timeline', async () => {
    renderHome();
    const recent = await screen.findByTestId('recent-activity');
    expect(within(recent).getByRole('link', { name: /Đà Lạt mùa hoa/ })).toHaveAttribute(
      'href',
      '/memories/m-1',
    );
    expect(within(recent).getByRole('link', { name: /Sinh nhật Bình/ })).toHaveAttribute(
      'href',
      '/reminders',
    );
    expect(screen.getByRole('link', { name: 'Xem dòng thời gian' })).toHaveAttribute(
      'href',
      '/timeline',
    );
    expect(screen.getByRole('link', { name: 'Đi đến dòng thời gian' })).toHaveAttribute(
      'href',
      '/timeline',
    );
  });

  it('lists the upcoming reminders with their time in the user zone and description', async () => {
    renderHome();
    const upcoming = await screen.findByTestId('upcoming-reminders');
    // 12:30 UTC is 19:30 in Ho Chi Minh City
    expect(upcoming).toHaveTextContent('25/11/2026 lúc 19:30');
    expect(upcoming).toHaveTextContent('Đặt bánh kem dâu');
    expect(upcoming).toHaveTextContent('Sắp tới');
  });

  it('shows on this day with "N năm trước", its cover and placeholder', async () => {
    renderHome();
    const onThisDay = await screen.findByTestId('on-this-day');
    expect(onThisDay).toHaveTextContent('2 năm trước');
    expect(within(onThisDay).getByRole('link', { name: /Lần đầu đi biển/ })).toHaveAttribute(
      'href',
      '/memories/m-old',
    );
    expect(
      within(onThisDay).getByRole('img', { name: 'Ảnh của kỷ niệm Lần đầu đi biển' }),
    ).toHaveAttribute('src', '/uploads/img-1-1600.webp');
    expect(onThisDay.querySelector('img[src^="data:image"]')).not.toBeNull();
  });

  it('says gently when no earlier year has a memory on this day', async () => {
    renderHome(makeDashboard({ onThisDay: [] }));
    expect(await screen.findByText(/chưa có kỷ niệm nào từ những năm trước/)).toBeInTheDocument();
  });

  it('words the next milestone in vi and en, and celebrates it on the day', async () => {
    const { unmount } = renderHome();
    expect(await screen.findByTestId('dashboard-milestone')).toHaveTextContent(
      'Còn 12 ngày nữa là ngày thứ 1000',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('dashboard-milestone')).toHaveTextContent(
      'Day 1000 together in 12 days',
    );
    unmount();
    await act(() => i18n.changeLanguage('vi'));

    const years = makeDashboard();
    years.couple!.nextMilestone = {
      milestone: 'years',
      count: 2,
      date: '2026-03-10',
      daysUntil: 0,
    };
    renderHome(years);
    const line = await screen.findByTestId('dashboard-milestone');
    expect(line).toHaveTextContent('Hôm nay là kỷ niệm 2 năm bên nhau!');
    expect(line).toHaveTextContent('Chúc mừng hai bạn');
  });

  it('leaves the countdown to the couple display beside it, but celebrates the day itself', async () => {
    stubApi({ 'GET /api/dashboard': jsonResponse({ dashboard: makeDashboard() }) });
    const actions = { createMemory: vi.fn(), createReminder: vi.fn() };
    const display = () => <p>couple display</p>;
    const { unmount } = renderWithProviders(
      <HomeDashboard user={makeUser()} connected actions={actions} coupleDisplay={display} />,
    );
    await screen.findByTestId('stat-memories');
    expect(screen.queryByTestId('dashboard-milestone')).toBeNull();
    unmount();

    const today = makeDashboard();
    today.couple!.nextMilestone = {
      milestone: 'days',
      count: 1000,
      date: '2026-11-23',
      daysUntil: 0,
    };
    stubApi({ 'GET /api/dashboard': jsonResponse({ dashboard: today }) });
    renderWithProviders(
      <HomeDashboard user={makeUser()} connected actions={actions} coupleDisplay={display} />,
    );
    expect(await screen.findByTestId('dashboard-milestone')).toHaveTextContent(
      'Hôm nay là ngày thứ 1000 bên nhau!',
    );
  });

  it('keeps the couple display’s place while it loads, and the parts below wait for it', async () => {
    stubApi({ 'GET /api/dashboard': jsonResponse({ dashboard: makeDashboard() }) });
    const actions = { createMemory: vi.fn(), createReminder: vi.fn() };
    const display = () => <p>couple display</p>;
    const { rerender, container } = renderWithProviders(
      <HomeDashboard user={makeUser()} connected actions={actions} coupleDisplayPending />,
    );
    // drawn below a display still to come, they would be pushed down when it came
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('stat-memories')).toBeNull();
    expect(screen.queryByRole('button', { name: /kỷ niệm/ })).toBeNull();
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    rerender(
      <HomeDashboard user={makeUser()} connected actions={actions} coupleDisplay={display} />,
    );
    expect(screen.getByText('couple display')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-memories')).toBeInTheDocument();
  });

  it('shows the failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    const failing = stubApi({
      'GET /api/dashboard': jsonResponse({ message: 'boom' }, { status: 500 }),
    });
    renderWithProviders(
      <HomeDashboard
        user={makeUser()}
        connected
        actions={{ createMemory: vi.fn(), createReminder: vi.fn() }}
      />,
    );
    expect(await screen.findByText('Chưa tải được bảng tin')).toBeInTheDocument();
    stubApi({ 'GET /api/dashboard': jsonResponse({ dashboard: makeDashboard() }) });
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('stat-memories')).toBeInTheDocument();
    expect(callsOf(failing)).toHaveLength(1);
  });

  it('invites the first memory and reminder when there is nothing yet', async () => {
    const user = userEvent.setup();
    const { actions } = renderHome(
      makeDashboard({
        counts: { memories: 0, activeReminders: 0, upcomingReminders: 0, places: 0 },
        recentActivity: [],
        upcoming: [],
        onThisDay: [],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Lưu kỷ niệm đầu tiên' }));
    expect(actions.createMemory).toHaveBeenCalledTimes(1);
    const coming = screen.getByRole('region', { name: 'Sắp tới' });
    await user.click(within(coming).getByRole('button', { name: 'Tạo lời nhắc' }));
    expect(actions.createReminder).toHaveBeenCalledTimes(1);
  });

  it('a free week with a reminder after it says when the next one is, never "create one"', async () => {
    const later = {
      id: 'r-9',
      title: 'Kỷ niệm 2 năm',
      description: '',
      datetime: '2026-12-20T12:30:00.000Z',
      type: 'anniversary' as const,
      status: 'future' as const,
    };
    renderHome(
      makeDashboard({
        counts: { memories: 3, activeReminders: 1, upcomingReminders: 0, places: 0 },
        upcoming: [],
        nextReminder: later,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Sắp tới' });
    await within(panel).findByText('Tuần này thảnh thơi');
    expect(panel).toHaveTextContent('Tuần này thảnh thơi');
    expect(panel).toHaveTextContent('Lời nhắc kế tiếp là “Kỷ niệm 2 năm”, 20/12/2026 lúc 19:30');
    expect(panel).not.toHaveTextContent(/Không có lời nhắc nào sắp tới|Tạo lời nhắc/);
  });

  it('a free week with only overdue reminders points at them, in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      renderHome(
        makeDashboard({
          counts: { memories: 3, activeReminders: 2, upcomingReminders: 0, places: 0 },
          upcoming: [],
          nextReminder: null,
        }),
      );
      const link = await screen.findByRole('link', { name: 'See overdue reminders' });
      expect(link).toHaveAttribute('href', '/reminders?filter=overdue');
      expect(screen.getByText(/2 earlier reminders are not done yet/)).toBeInTheDocument();
      expect(screen.queryByText(/Create a reminder so/)).toBeNull();
    } finally {
      await i18n.changeLanguage('vi');
    }
  });

  it('asks for the dashboard again after a quick action saved something', async () => {
    const user = userEvent.setup();
    let saved: (() => void) | undefined;
    const { api } = renderHome(makeDashboard(), {
      actions: { createMemory: (onSaved) => (saved = onSaved) },
    });
    await screen.findByTestId('stat-memories');
    await user.click(screen.getByRole('button', { name: 'Lưu một kỷ niệm' }));
    expect(callsOf(api)).toHaveLength(1);
    act(() => saved?.());
    await waitFor(() => expect(callsOf(api)).toHaveLength(2));
  });
});

describe('home dashboard (not connected)', () => {
  it('keeps the invitation card and shows no couple numbers', async () => {
    const { api } = renderHome(makeDashboard({ couple: null, onThisDay: [] }), {
      connected: false,
    });
    expect(screen.getByRole('link', { name: 'Kết nối ngay' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
    await waitFor(() => expect(callsOf(api)).toHaveLength(1));
    expect(screen.queryByTestId('stat-memories')).toBeNull();
    expect(screen.queryByTestId('dashboard-milestone')).toBeNull();
  });

  it('still brings back a private memory of an earlier year', async () => {
    renderHome(makeDashboard({ couple: null }), { connected: false });
    expect(await screen.findByTestId('on-this-day')).toHaveTextContent('2 năm trước');
  });
});
