import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { getSession } from '@/lib/session';
import { setTheme } from '@/lib/theme';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, preferencesFixture, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { useAccountAppearance, useSaveAppearance } from '../hooks/use-save-appearance';

function AccountAppearance() {
  useAccountAppearance();
  return null;
}

function SavingToggle() {
  const save = useSaveAppearance();
  return <ThemeToggle onSelect={(theme) => save({ theme })} />;
}

describe('the account’s appearance', () => {
  beforeEach(() => setTheme('light'));

  it('wins on sign-in: the account’s theme and language are applied and stored', async () => {
    renderWithProviders(<AccountAppearance />);
    signIn(
      makeUser({ preferences: { theme: 'spring', language: 'en', timeZone: 'Europe/Paris' } }),
    );
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('spring'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('theme')).toBe('spring');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('the floating toggle saves the next theme to the account when signed in', async () => {
    signIn();
    const mock = stubApi({
      'PUT /api/user/preferences': (body) =>
        jsonResponse({ preferences: { ...preferencesFixture, ...(body as object) } }),
    });
    renderWithProviders(<SavingToggle />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Giao diện:/ }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await waitFor(() =>
      expect(callsOf(mock)).toEqual([
        { key: 'PUT /api/user/preferences', body: { theme: 'dark' } },
      ]),
    );
    expect(getSession()?.user.preferences.theme).toBe('dark');
  });

  it('puts the theme back with a toast when the account cannot be saved', async () => {
    signIn();
    stubApi({ 'PUT /api/user/preferences': jsonResponse({ message: 'x' }, { status: 500 }) });
    renderWithProviders(<SavingToggle />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Giao diện:/ }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Không lưu được cài đặt'));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('signed out, the toggle only applies and stores locally', async () => {
    const mock = stubApi({});
    renderWithProviders(<SavingToggle />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Giao diện:/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(callsOf(mock)).toEqual([]);
  });
});
