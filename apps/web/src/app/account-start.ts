import type { QueryClient } from '@tanstack/react-query';
import { getMe, meQueryOptions } from '@/features/auth/api/get-me';
import { applyAppearance } from '@/features/preferences/hooks/appearance';
import { getSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** How long a start waits for the account before painting with what this device stored. */
export const START_WAIT_MS = 700;

/**
 * On start with a stored session, the account's language and theme win before the first
 * paint: they may have changed on another device since this one stored them, and the
 * screen should not show the old language and switch (DECISIONS "Language": the interface
 * language is the account's). A slow or unreachable server holds the start up for
 * `START_WAIT_MS` at most; the profile refresh after the first render then catches up.
 * The answer is the profile query's (`queryClient`): the first screen does not ask again,
 * and a slow answer is not dropped at `START_WAIT_MS` to be asked for anew (on a slow
 * network it held one of the browser's six connections for nothing, ahead of the page's).
 */
export async function applyAccountAppearanceOnStart(queryClient?: QueryClient): Promise<void> {
  if (!getSession()) return;
  const asked = (queryClient ? queryClient.fetchQuery(meQueryOptions()) : getMe()).then(
    (user) => {
      // read by initI18n and theme-init.js: the stored copy is the account's from now on
      storage.set(STORAGE_KEYS.locale, user.preferences.language);
      return user;
    },
  );
  // offline, slow or signed out elsewhere: start with this device's copy
  asked.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), START_WAIT_MS);
  });
  try {
    const user = await Promise.race([asked, waited]);
    if (user) await applyAppearance({ theme: user.preferences.theme });
  } catch {
    // as above: the stored copy
  } finally {
    clearTimeout(timer);
  }
}
