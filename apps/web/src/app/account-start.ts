import type { QueryClient } from '@tanstack/react-query';
import { getMe } from '@/features/auth/api/get-me';
import { applyAppearance } from '@/features/preferences/hooks/appearance';
import { getSession } from '@/lib/session';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** How long a start waits for the account before painting with what this device stored. */
export const START_WAIT_MS = 700;

/**
 * On start with a stored session, the account's language and theme win before the first
 * paint: they may have changed on another device since this one stored them, and the
 * screen should not show the old language and switch (the interface language is the
 * account's, it follows the person). A slow or unreachable server holds the start up for
 * `START_WAIT_MS` at most; the profile refresh after the first render then catches up.
 * The answer is the profile query's too (`queryClient`): the first screen does not ask again.
 */
export async function applyAccountAppearanceOnStart(queryClient?: QueryClient): Promise<void> {
  if (!getSession()) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), START_WAIT_MS);
  try {
    const user = await getMe(controller.signal);
    queryClient?.setQueryData(SESSION_USER_QUERY_KEY, user);
    const { preferences } = user;
    // read by initI18n and theme-init.js: the stored copy is the account's from now on
    storage.set(STORAGE_KEYS.locale, preferences.language);
    await applyAppearance({ theme: preferences.theme });
  } catch {
    // offline, slow or signed out elsewhere: start with this device's copy
  } finally {
    clearTimeout(timer);
  }
}
