import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentUser, useIsAuthenticated } from '@/lib/session';
import { useUpdatePreferences } from '../api/update-preferences';
import { applyAppearance, type Appearance } from './appearance';
import { preferencesContract } from '@doita/shared';
import { keyPrefixOf } from '@/lib/query-key';

/**
 * For the header's language switcher and the floating theme toggle: applies a change at
 * once and, when signed in, saves it to the account (so it follows the user to another
 * device), rolled back with a toast if the save fails.
 */
export function useSaveAppearance(): (change: Partial<Appearance>) => void {
  const isAuthenticated = useIsAuthenticated();
  const { mutate } = useUpdatePreferences();
  return useCallback(
    (change: Partial<Appearance>) => {
      if (isAuthenticated) mutate(change);
      else void applyAppearance(change);
    },
    [isAuthenticated, mutate],
  );
}

/**
 * The account's theme and language win: applied when the user signs in, when the app
 * starts with a stored session, and whenever a fresh profile (GET /user/me) brings others.
 */
export function useAccountAppearance(): void {
  const preferences = useCurrentUser()?.preferences;
  const theme = preferences?.theme;
  const language = preferences?.language;
  // A change the person is saving wins over an account answer that left before it (a
  // profile refresh at the start, say): the saved answer is applied when the save lands.
  const saving = useIsMutating({ mutationKey: keyPrefixOf(preferencesContract.update) }) > 0;
  useEffect(() => {
    if (theme && !saving) void applyAppearance({ theme });
  }, [theme, saving]);
  useEffect(() => {
    if (language && !saving) void applyAppearance({ language });
  }, [language, saving]);
}
