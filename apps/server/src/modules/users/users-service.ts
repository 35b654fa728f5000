import {
  profileExposure,
  profileVisibilityOf,
  ERROR_CODES,
  ERROR_MESSAGES,
  THEMES_WITH_AUTO,
  daysTogetherAt,
  isLocale,
  birthDateProblem,
  relationshipStartIso,
} from '@doita/shared';
import type {
  ViewerRelation,
  CoupleStatus,
  PublicUser,
  ThemePreference,
  User,
  updateProfileBodySchema,
} from '@doita/shared';
import type { z } from 'zod';
import type { UserRow } from './users-schema.js';
import { isUniqueViolation } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, notFound, unauthorized } from '../../lib/errors.js';
import type { FileViewer, UploadsService } from '../uploads/index.js';
import type { Caller, ProfilePatch, UserLinks, UsersRepository } from './users-repository.js';

type CoupleLink = Pick<UserLinks, 'coupleId' | 'coupleAnniversaryDate' | 'coupleConnectedAt'>;

export interface CoupleSummary {
  coupleId: string | null;
  coupleStatus: CoupleStatus;
}

export interface UsersServiceDeps {
  users: Pick<UsersRepository, 'updateProfile' | 'findPublicByEmail' | 'findLinks'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  clock: Clock;
}

export type UsersService = ReturnType<typeof createUsersService>;

/** Days together count in the user's own time zone, from the anniversary or the day they connected. */
export function coupleSummaryOf(link: CoupleLink, timeZone: string, now: Date): CoupleSummary {
  if (!link.coupleId) {
    return {
      coupleId: null,
      coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
    };
  }
  const start = relationshipStartIso(link.coupleAnniversaryDate, link.coupleConnectedAt, timeZone);
  return {
    coupleId: link.coupleId,
    coupleStatus: {
      isConnected: true,
      daysTogether: daysTogetherAt(start, now, timeZone),
      anniversaryDate: link.coupleAnniversaryDate,
    },
  };
}

const hasLinks = (row: UserRow & Partial<UserLinks>): row is UserRow & UserLinks =>
  row.coupleId !== undefined && row.avatarWidth !== undefined;

export function createUsersService(deps: UsersServiceDeps) {
  /**
   * The one place a user row becomes the API's user: nothing unlisted can leave.
   * A row loaded by `authenticate` carries its couple and avatar (one query for the
   * profile); any other row (just updated, just signed in) has them looked up.
   */
  async function viewOf(row: UserRow & Partial<UserLinks>, viewer: FileViewer): Promise<User> {
    const links = hasLinks(row) ? row : await deps.users.findLinks(row.id);
    const couple = coupleSummaryOf(links, row.timeZone, deps.clock.now());
    return {
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      avatarUrl: deps.uploadsService.avatarUrl(
        { avatarUploadId: row.avatarUploadId, avatarWidth: links.avatarWidth },
        viewer,
      ),
      createdAt: row.createdAt.toISOString(),
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      bio: row.bio,
      dateOfBirth: row.dateOfBirth,
      phone: row.phone,
      isEmailVerified: row.emailVerifiedAt !== null,
      coupleId: couple.coupleId,
      coupleStatus: couple.coupleStatus,
      preferences: {
        language: isLocale(row.language) ? row.language : 'vi',
        theme: (THEMES_WITH_AUTO as readonly string[]).includes(row.theme)
          ? (row.theme as ThemePreference)
          : 'light',
        timeZone: row.timeZone,
      },
    };
  }

  return {
    viewOf,

    async updateProfile(user: Caller, body: ProfileUpdate): Promise<User> {
      const userId = user.id;
      // Not in the future on the user's own calendar: the schema cannot know their day.
      const birthProblem = body.dateOfBirth
        ? birthDateProblem(body.dateOfBirth, deps.clock.now(), user.timeZone)
        : null;
      if (birthProblem) throw fieldInvalid('dateOfBirth', birthProblem);
      try {
        const row = await deps.users.updateProfile(userId, toPatch(body), deps.clock.now());
        if (!row) throw unauthorized();
        return await viewOf(row, user);
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique')) {
          throw badRequest(ERROR_CODES.usernameTaken, ERROR_MESSAGES.usernameTaken);
        }
        throw error;
      }
    },

    /** exact e-mail only, and only what a partner invitation needs to show */
    /**
     * Exact e-mail; a private profile is not found (the same 404 as no account). What the
     * search shows (name and photo) is what every setting lets others see (profileExposure).
     */
    async searchByEmail(
      me: FileViewer & { coupleId: string | null },
      email: string,
    ): Promise<PublicUser> {
      const found = await deps.users.findPublicByEmail(email);
      const relation: ViewerRelation =
        found?.id === me.id
          ? 'self'
          : me.coupleId && found?.coupleId === me.coupleId
            ? 'partner'
            : 'signed-in';
      const exposure =
        found && profileExposure(profileVisibilityOf(found.profileVisibility), relation);
      if (!found || !exposure?.findable) throw notFound('User not found');
      return {
        id: found.id,
        displayName: found.displayName,
        avatarUrl: deps.uploadsService.avatarUrl(found, me),
      };
    },
  };
}

/** The validated body (after the shared schema's trimming and lower-casing). */
export type ProfileUpdate = z.output<typeof updateProfileBodySchema>;

/** Absent: unchanged. Empty string or null: cleared (display name cannot be cleared). */
function toPatch(body: ProfileUpdate): ProfilePatch {
  const patch: ProfilePatch = {};
  const clearable = ['firstName', 'lastName', 'username', 'bio', 'dateOfBirth', 'phone'] as const;
  for (const field of clearable) {
    const value = body[field];
    if (value !== undefined) patch[field] = value === '' ? null : value;
  }
  if (body.displayName) patch.displayName = body.displayName;
  return patch;
}
