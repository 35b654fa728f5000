import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesContract, type Preferences, type UpdatePreferencesBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { notifyFailure } from '@/lib/error-toast';
import { i18n } from '@/lib/i18n';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import {
  APPEARANCE_FIELDS,
  appearanceOf,
  applyAppearance,
  currentAppearance,
  type Appearance,
} from '../hooks/appearance';
import { keyPrefixOf } from '@/lib/query-key';
import { preferencesQueryOptions } from './get-preferences';

/** PUT /user/preferences: only what is sent changes (`notifications` toggles merge). */
export async function updatePreferences(body: UpdatePreferencesBody): Promise<Preferences> {
  return (await call(preferencesContract.update, { body })).preferences;
}

/** The cached preferences with a change laid over them, as the server will merge it. */
export function mergePreferences(current: Preferences, change: UpdatePreferencesBody): Preferences {
  return {
    ...current,
    ...(change.theme !== undefined && { theme: change.theme }),
    ...(change.language !== undefined && { language: change.language }),
    ...(change.timeZone !== undefined && { timeZone: change.timeZone }),
    ...(change.profileVisibility !== undefined && { profileVisibility: change.profileVisibility }),
    notifications: { ...current.notifications, ...change.notifications },
  };
}

interface UpdateContext {
  previous: Preferences | undefined;
  previousAppearance: Appearance;
}

/**
 * Saves a change optimistically: the cache and the app (theme, language, time zone) take it
 * at once; a failure puts both back, unless a later change already replaced that field, and
 * toasts in the user's language.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const key = preferencesQueryOptions().queryKey;
  return useMutation<Preferences, unknown, UpdatePreferencesBody, UpdateContext>({
    mutationKey: keyPrefixOf(preferencesContract.update),
    mutationFn: updatePreferences,
    meta: { errorToast: false },
    onMutate: async (change) => {
      // An answer already on its way must not overwrite the change with older values.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: key }),
        queryClient.cancelQueries({ queryKey: SESSION_USER_QUERY_KEY }),
      ]);
      const previous = queryClient.getQueryData(key);
      const previousAppearance = currentAppearance();
      if (previous) queryClient.setQueryData(key, mergePreferences(previous, change));
      void applyAppearance(appearanceOf(change));
      return { previous, previousAppearance };
    },
    onError: (error, change, context) => {
      if (context) {
        const now = currentAppearance();
        const applied = appearanceOf(change);
        const restore: Partial<Appearance> = {};
        for (const field of APPEARANCE_FIELDS) {
          if (applied[field] !== undefined && now[field] === applied[field]) {
            Object.assign(restore, { [field]: context.previousAppearance[field] });
          }
        }
        const restored = applyAppearance(restore);
        const cached = queryClient.getQueryData(key);
        if (cached && context.previous) {
          queryClient.setQueryData(key, rollBack(cached, context.previous, change));
        }
        // the toast reads in the language the page is back in
        void restored.then(() => notifyFailure(i18n.t('preferences:failure.save'), error));
        return;
      }
      notifyFailure(i18n.t('preferences:failure.save'), error);
    },
    onSuccess: (preferences) => {
      // While another change is on its way, its optimistic value stays on screen.
      if (queryClient.isMutating({ mutationKey: keyPrefixOf(preferencesContract.update) }) <= 1) {
        queryClient.setQueryData(key, preferences);
        // what the account now holds is what shows and what this device keeps, even where
        // an older account answer came in while the change was on its way
        void applyAppearance(appearanceOf(preferences));
      }
    },
  });
}

/** Puts back the fields a failed change named, where nothing newer replaced them. */
function rollBack(
  cached: Preferences,
  previous: Preferences,
  change: UpdatePreferencesBody,
): Preferences {
  const next: Preferences = { ...cached, notifications: { ...cached.notifications } };
  const intended = mergePreferences(previous, change);
  for (const field of ['theme', 'language', 'timeZone', 'profileVisibility'] as const) {
    if (change[field] !== undefined && cached[field] === intended[field]) {
      Object.assign(next, { [field]: previous[field] });
    }
  }
  for (const [toggle, value] of Object.entries(change.notifications ?? {})) {
    const name = toggle as keyof Preferences['notifications'];
    if (cached.notifications[name] === value)
      next.notifications[name] = previous.notifications[name];
  }
  return next;
}
