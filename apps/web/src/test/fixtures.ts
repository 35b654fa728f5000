import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_TIME_ZONE,
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  toLocalDate,
  type Preferences,
  type User,
} from '@doita/shared';
import { startSession } from '@/lib/session';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'an@example.com',
    displayName: 'An Nguyễn',
    avatarUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    username: null,
    firstName: 'An',
    lastName: 'Nguyễn',
    bio: null,
    dateOfBirth: null,
    phone: null,
    isEmailVerified: true,
    coupleId: null,
    coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
    preferences: { language: 'vi', theme: 'light', timeZone: 'Asia/Ho_Chi_Minh' },
    ...overrides,
  };
}

/** Signs a test user in, as a login would. */
export function signIn(
  user: User = makeUser(),
  tokens = { token: 'access-1', refreshToken: 'refresh-1' },
): User {
  startSession({ user, ...tokens, remember: true });
  return user;
}

/** What GET /user/preferences answers for the test user. */
export const preferencesFixture: Preferences = {
  theme: 'light',
  language: 'vi',
  timeZone: 'Asia/Ho_Chi_Minh',
  notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  profileVisibility: 'couple',
};

/**
 * `YYYY-MM-DD` of the day `offset` days from today in a time zone (the users' default): for
 * fixtures whose dates only mean something against the real clock ("coming", "past").
 */
export function dayFromToday(offset: number, timeZone = DEFAULT_TIME_ZONE): string {
  return formatIsoDate(fromDayNumber(dayNumber(toLocalDate(new Date(), timeZone)) + offset));
}
