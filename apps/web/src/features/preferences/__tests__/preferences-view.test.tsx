import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Preferences } from '@doita/shared';
import { getSession } from '@/lib/session';
import { setTheme } from '@/lib/theme';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi, type StubAnswer } from '@/test/api-stub';
import { makeUser, preferencesFixture, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PreferencesView } from '../components/preferences-view';

/** The server: each PUT merges into what it holds (notification toggles one by one). */
function fakeServer(): (body: unknown) => Response {
  let held: Preferences = structuredClone(preferencesFixture);
  return (body) => {
    const change = body as Partial<Omit<Preferences, 'notifications'>> & {
      notifications?: Partial<Preferences['notifications']>;
    };
    held = {
      ...held,
      ...change,
      notifications: { ...held.notifications, ...change.notifications },
    };
    return jsonResponse({ preferences: held });
  };
}
const failure = () => jsonResponse({ message: 'Internal error' }, { status: 500 });

function puts(mock: ReturnType<typeof stubApi>) {
  return callsOf(mock)
    .filter((call) => call.key === 'PUT /api/user/preferences')
    .map((call) => call.body);
}

async function renderLoaded(put: StubAnswer = fakeServer(), stored: Partial<Preferences> = {}) {
  const mock = stubApi({
    'GET /api/user/preferences': jsonResponse({
      preferences: { ...preferencesFixture, ...stored },
    }),
    'PUT /api/user/preferences': put,
  });
  const view = renderWithProviders(<PreferencesView />);
  await screen.findByRole('region', { name: 'Giao diện' });
  return { mock, ...view };
}

describe('<PreferencesView>', () => {
  beforeEach(() => {
    setTheme('light');
    signIn(makeUser());
  });

  it('shows a skeleton while loading, then the four sections', async () => {
    await renderLoaded();
    for (const name of ['Thông báo', 'Quyền riêng tư', 'Giao diện', 'Múi giờ']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByTestId('preferences-loading')).not.toBeInTheDocument();
  });

  it('shows the skeleton before the answer', () => {
    stubApi({});
    renderWithProviders(<PreferencesView />);
    expect(screen.getByTestId('preferences-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Đang tải cài đặt...')).toBeInTheDocument();
  });

  it('each control saves only its own field', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    await u.click(screen.getByRole('switch', { name: 'Email' }));
    await u.click(screen.getByRole('checkbox', { name: 'Blog' }));
    await u.click(screen.getByRole('radio', { name: /Riêng tư/ }));
    await u.click(screen.getByRole('switch', { name: 'Thông báo đẩy' }));
    await waitFor(() => expect(puts(mock)).toHaveLength(4));
    expect(puts(mock)).toEqual([
      { notifications: { email: true } },
      { notifications: { blog: false } },
      { profileVisibility: 'private' },
      { notifications: { push: false } },
    ]);
    expect(screen.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Riêng tư/ })).toBeChecked();
    expect(await screen.findByText('Đã lưu')).toBeInTheDocument();
  });

  it('applies a theme at once (<html>, storage, the account copy) and saves just the theme', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    await u.click(screen.getByRole('radio', { name: 'Tối' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(getSession()?.user.preferences.theme).toBe('dark');
    await waitFor(() => expect(puts(mock)).toEqual([{ theme: 'dark' }]));
    expect(screen.getByRole('radio', { name: 'Tối' })).toBeChecked();
  });

  it('shows a choice as made in the same click, before the save has answered', async () => {
    let answer: (() => void) | undefined;
    const server = fakeServer();
    await renderLoaded(
      (body) =>
        new Promise<Response>((resolve) => {
          answer = () => void Promise.resolve(server(body)).then(resolve);
        }),
    );
    // fireEvent, not userEvent: nothing may run between the click and the look
    fireEvent.click(screen.getByRole('radio', { name: 'Tối' }));
    expect(screen.getByRole('radio', { name: 'Tối' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sáng' })).not.toBeChecked();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(screen.getByText('Đã lưu')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Tối' })).toBeChecked();
  });

  it('auto follows the system and is stored as no theme (the first paint resolves it)', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    await u.click(screen.getByRole('radio', { name: /Tự động/ }));
    await waitFor(() => expect(puts(mock)).toEqual([{ theme: 'auto' }]));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('switches the language at once: the page reads in English and only the language is saved', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    await u.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    await waitFor(() => expect(puts(mock)).toEqual([{ language: 'en' }]));
  });

  it('rolls a failed save back and says so in the user’s language', async () => {
    const u = userEvent.setup();
    await renderLoaded(failure);
    await u.click(screen.getByRole('radio', { name: 'Lãng mạn' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Không lưu được cài đặt'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sáng' })).toBeChecked());
    expect(getSession()?.user.preferences.theme).toBe('light');
  });

  it('rolls a failed language change back too', async () => {
    const u = userEvent.setup();
    await renderLoaded(failure);
    await u.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    expect(getToasts()[0]?.title).toBe('Không lưu được cài đặt');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked());
  });

  it('searches time zones and applies the chosen one to the app’s dates', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    const search = screen.getByRole('combobox', { name: 'Tìm múi giờ' });
    await u.type(search, 'new york');
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName(/^America \/ New York, GMT-\d+, bây giờ là \d\d:\d\d$/);
    await u.keyboard('{Enter}');
    await waitFor(() => expect(puts(mock)).toEqual([{ timeZone: 'America/New_York' }]));
    expect(getSession()?.user.preferences.timeZone).toBe('America/New_York');
    expect(screen.getByTestId('current-time-zone')).toHaveTextContent('America / New York');
    expect(screen.getByTestId('current-zone-time')).toHaveTextContent(
      /^Bây giờ ở đó: .+, \d\d:\d\d$/,
    );
  });

  it('opens the zone list with the keyboard, not by tabbing past it', async () => {
    const u = userEvent.setup();
    const { mock } = await renderLoaded();
    const search = screen.getByRole('combobox', { name: 'Tìm múi giờ' });
    search.focus();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await u.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBeTruthy();
    await u.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(puts(mock)).toEqual([]);
  });

  it('says when no zone matches, and keeps the default zone findable by its own name', async () => {
    const u = userEvent.setup();
    await renderLoaded(fakeServer(), { timeZone: 'Europe/Paris' });
    const search = screen.getByRole('combobox', { name: 'Tìm múi giờ' });
    await u.type(search, 'Mars');
    expect(screen.getByText('Không có múi giờ nào khớp với "Mars"')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'hồ chí minh');
    expect(screen.getByRole('option', { name: /Asia \/ Ho Chi Minh/ })).toBeInTheDocument();
  });

  it('shows an error with a retry when the preferences cannot be loaded', async () => {
    const u = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/user/preferences': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse({ preferences: preferencesFixture }),
    });
    renderWithProviders(<PreferencesView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được cài đặt');
    fail = false;
    await u.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: 'Giao diện' })).toBeInTheDocument();
  });
});
