import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRow } from '../../db/schema.js';

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;

export type PreferencesPatch = Partial<
  Pick<UserRow, 'theme' | 'language' | 'timeZone' | 'notificationPreferences' | 'profileVisibility'>
>;

export function createPreferencesRepository(db: Db) {
  return {
    async update(userId: string, patch: PreferencesPatch, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },
  };
}
