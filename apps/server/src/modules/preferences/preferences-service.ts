import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PROFILE_VISIBILITY,
  PROFILE_VISIBILITIES,
  THEMES_WITH_AUTO,
  VALIDATION,
  isLocale,
  isValidTimeZone,
} from '@doita/shared';
import type {
  NotificationPreferences,
  Preferences,
  ProfileVisibility,
  ThemePreference,
  updatePreferencesBodySchema,
} from '@doita/shared';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { fieldInvalid, unauthorized } from '../../lib/errors.js';
import type { SettingsPatch, UsersRepository } from '../users/index.js';

export type UpdatePreferencesInput = z.output<typeof updatePreferencesBodySchema>;

/** A user's notification toggles, whatever an older row holds (missing keys take the defaults). */
export function notificationPreferencesOf(
  row: Pick<UserRow, 'notificationPreferences'>,
): NotificationPreferences {
  const stored = (row.notificationPreferences ?? {}) as Partial<NotificationPreferences>;
  const out = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const key of Object.keys(out) as (keyof NotificationPreferences)[]) {
    if (typeof stored[key] === 'boolean') out[key] = stored[key];
  }
  return out;
}

export function toPreferences(row: UserRow): Preferences {
  return {
    theme: (THEMES_WITH_AUTO as readonly string[]).includes(row.theme)
      ? (row.theme as ThemePreference)
      : 'light',
    language: isLocale(row.language) ? row.language : 'vi',
    timeZone: isValidTimeZone(row.timeZone) ? row.timeZone : 'Asia/Ho_Chi_Minh',
    notifications: notificationPreferencesOf(row),
    profileVisibility: (PROFILE_VISIBILITIES as readonly string[]).includes(row.profileVisibility)
      ? (row.profileVisibility as ProfileVisibility)
      : DEFAULT_PROFILE_VISIBILITY,
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(deps: {
  /** the settings are columns of the users table: its repository writes them */
  users: Pick<UsersRepository, 'updateSettings' | 'knowsTimeZone'>;
  clock: Clock;
}) {
  return {
    get: (user: UserRow) => ({ preferences: toPreferences(user) }),

    async update(
      user: UserRow,
      body: UpdatePreferencesInput,
    ): Promise<{ preferences: Preferences }> {
      const patch: SettingsPatch = {};
      if (body.theme !== undefined) patch.theme = body.theme;
      if (body.language !== undefined) patch.language = body.language;
      if (body.timeZone !== undefined) {
        // The schema asked the runtime; everything counted in the database asks it too.
        if (!(await deps.users.knowsTimeZone(body.timeZone))) {
          throw fieldInvalid('timeZone', VALIDATION.timeZone);
        }
        patch.timeZone = body.timeZone;
      }
      if (body.profileVisibility !== undefined) patch.profileVisibility = body.profileVisibility;
      if (body.notifications !== undefined) {
        const merged = { ...notificationPreferencesOf(user) };
        for (const [key, value] of Object.entries(body.notifications)) {
          if (typeof value === 'boolean') merged[key as keyof NotificationPreferences] = value;
        }
        patch.notificationPreferences = merged;
      }
      const row = await deps.users.updateSettings(user.id, patch, deps.clock.now());
      if (!row) throw unauthorized();
      return { preferences: toPreferences(row) };
    },
  };
}
