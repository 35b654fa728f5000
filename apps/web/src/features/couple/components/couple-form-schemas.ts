import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  VALIDATION,
  connectBodySchema,
  isValidRelationshipStart,
  isoDateSchema,
  joinBodySchema,
} from '@doita/shared';

/*
 * Every zod schema of the couple forms. Loaded on demand by couple-form-resolvers.ts, so
 * the couple screens render without waiting for zod.
 */

/** A relationship start: a real date that is not in the viewer's future. */
function startDate(timeZone: string) {
  return isoDateSchema.refine((iso) => isValidRelationshipStart(iso, new Date(), timeZone), {
    error: VALIDATION.futureDate,
  });
}

export interface InviteFormValues {
  partnerEmail: string;
  /** '' when not given */
  anniversaryDate: string;
}
export interface InviteFormOutput {
  partnerEmail: string;
  anniversaryDate?: string;
}

/** The invite form: the shared connect body, the optional date not in the future. */
export function inviteFormSchema(timeZone: string) {
  return z
    .object({
      partnerEmail: connectBodySchema.shape.partnerEmail,
      anniversaryDate: z.union([z.literal(''), startDate(timeZone)]),
    })
    .transform(({ partnerEmail, anniversaryDate }): InviteFormOutput =>
      anniversaryDate ? { partnerEmail, anniversaryDate } : { partnerEmail },
    );
}

export interface JoinFormValues {
  code: string;
}

export interface DateFormValues {
  anniversaryDate: string;
}

export function dateFormSchema(timeZone: string) {
  return z.object({
    anniversaryDate: z
      .string()
      .trim()
      .min(1, { error: VALIDATION.required })
      .pipe(startDate(timeZone)),
  });
}

export const inviteResolver = (
  timeZone: string,
): Resolver<InviteFormValues, unknown, InviteFormOutput> => zodResolver(inviteFormSchema(timeZone));
export const joinResolver: Resolver<JoinFormValues, unknown, JoinFormValues> =
  zodResolver(joinBodySchema);
export const dateResolver = (timeZone: string): Resolver<DateFormValues, unknown, DateFormValues> =>
  zodResolver(dateFormSchema(timeZone));
