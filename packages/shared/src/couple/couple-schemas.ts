import { z } from 'zod';
import { VALIDATION, idSchema } from '../common/common-schemas.js';
import { dateMessage } from '../common/validation-messages.js';
import { emailSchema } from '../auth/auth-schemas.js';
import { isYearInBounds } from '../dates/date-bounds.js';
import { parseIsoDate } from '../dates/zoned-dates.js';
import { dateOnlyOf } from '../dates/date-format.js';
import { COUPLE_CODE_ALPHABET, COUPLE_CODE_LENGTH } from './couple-rules.js';

const CODE_PATTERN = new RegExp(`^[${COUPLE_CODE_ALPHABET}]{${COUPLE_CODE_LENGTH}}$`);

/** A code as typed: spaces and dashes ignored, case folded. */
export const coupleCodeSchema = z
  .string({ error: VALIDATION.required })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .refine((code) => code.length > 0, { error: VALIDATION.required })
  .refine((code) => CODE_PATTERN.test(code), { error: VALIDATION.coupleCode });

/**
 * A calendar date that exists (2025-02-30 does not), within DATE_BOUNDS: `YYYY-MM-DD`, or
 * that day at midnight UTC in ISO form (`2024-02-14T00:00:00.000Z`, as clients send a
 * date without time), read as that calendar day and handed on as `YYYY-MM-DD`.
 */
export const isoDateSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .refine(
    (value) => {
      const day = dateOnlyOf(value);
      const date = day === null ? null : parseIsoDate(day);
      return date !== null && isYearInBounds(date.year);
    },
    { error: dateMessage },
  )
  .transform((value) => dateOnlyOf(value) ?? value);

export const COUPLE_STATUSES = ['pending', 'accepted'] as const;
export const coupleStatusValueSchema = z.enum(COUPLE_STATUSES);

export const coupleUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CoupleUser = z.infer<typeof coupleUserSchema>;

export const coupleSchema = z.object({
  id: z.string(),
  status: coupleStatusValueSchema,
  user1: coupleUserSchema,
  user2: coupleUserSchema,
  /** who sent the invitation (user1 by construction) */
  invitedById: z.string(),
  anniversaryDate: z.string().nullable(),
  /** the date days together count from: anniversaryDate, else the day they connected */
  relationshipStart: z.string().nullable(),
  connectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Couple = z.infer<typeof coupleSchema>;

export const coupleResponseSchema = z.object({ couple: coupleSchema });

export const connectBodySchema = z.object({
  partnerEmail: emailSchema,
  anniversaryDate: isoDateSchema.optional(),
});
export type ConnectBody = z.input<typeof connectBodySchema>;

export const respondBodySchema = z.object({
  coupleId: idSchema,
  action: z.enum(['accept', 'decline']),
});

/** POST /couple/respond: the couple once accepted; null once declined. */
export const respondResponseSchema = z.object({ couple: coupleSchema.nullable() });
export type RespondResponse = z.infer<typeof respondResponseSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  status: coupleStatusValueSchema,
  createdAt: z.string(),
  inviter: coupleUserSchema,
  anniversaryDate: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** GET /couple/invitations answers the list as `requests`, the name clients read. */
export const invitationsResponseSchema = z.object({ requests: z.array(invitationSchema) });

export const updateCoupleBodySchema = z.object({
  anniversaryDate: isoDateSchema.nullable(),
});
export const anniversaryBodySchema = z.object({ anniversaryDate: isoDateSchema.nullable() });
export const anniversaryResponseSchema = z.object({ anniversaryDate: z.string().nullable() });

export const generateCodeResponseSchema = z.object({ code: z.string(), expiresAt: z.string() });
export const joinBodySchema = z.object({ code: coupleCodeSchema });
