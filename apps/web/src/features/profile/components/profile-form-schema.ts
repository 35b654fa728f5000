import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  birthDateProblem,
  updateProfileBodySchema,
  type UpdateProfileBody,
  type User,
} from '@doita/shared';

/** The personal-info form: every field a string, '' for "none". */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  displayName: string;
  username: string;
  bio: string;
  dateOfBirth: string;
  phone: string;
}

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'username',
  'bio',
  'dateOfBirth',
  'phone',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName,
    username: user.username ?? '',
    bio: user.bio ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    phone: user.phone ?? '',
  };
}

const stringFields = z.object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as Record<
    keyof ProfileFormValues,
    z.ZodString
  >,
);

/**
 * The contract's own rules (caps, username pattern, phone, a real date) decide, plus the
 * date of birth not after today on the user's calendar (the server checks it again).
 */
export function profileResolver(timeZone: string, now: () => Date = () => new Date()) {
  const schema = stringFields.superRefine((values, ctx) => {
    const result = updateProfileBodySchema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    const problem = values.dateOfBirth
      ? birthDateProblem(values.dateOfBirth, now(), timeZone)
      : null;
    const dateAlreadyWrong = result.error?.issues.some((issue) => issue.path[0] === 'dateOfBirth');
    if (problem && !dateAlreadyWrong) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
    }
  });
  return zodResolver(schema) as Resolver<ProfileFormValues>;
}

/** Only what changed (trimmed as the server will trim it): nothing half-sent, nothing extra. */
export function changedFields(
  initial: ProfileFormValues,
  values: ProfileFormValues,
): UpdateProfileBody {
  const body: UpdateProfileBody = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) body[field] = value;
  }
  return body;
}
