import { z } from 'zod';
import { oneLineTextOf, shownTextOf } from './shown-text.js';
import {
  VALIDATION,
  genericValidationMessage,
  maxLengthMessage,
  maxValueMessage,
  minValueMessage,
} from './validation-messages.js';

export * from './shown-text.js';
export * from './validation-messages.js';

// Every check without a message of its own says a generic one (a stable key), on the
// server and in the web's forms alike; a schema's own message still wins.
z.config({ customError: (issue) => genericValidationMessage(issue) });

export const idSchema = z.string().min(1).max(64);
export const idParamsSchema = z.object({ id: idSchema });

/** A keyset list's `cursor`: the previous page's `nextCursor`, opaque to the client. */
export const cursorSchema = z
  .string({ error: VALIDATION.invalid })
  .max(200, { error: VALIDATION.invalid })
  .optional();

/**
 * A list's `limit` in its query: a whole number from 1 to `max`, `size` when not given. Out of
 * range it answers `validation.minValue:1` / `validation.maxValue:<max>`, which say the bound
 * (named on each check: the number's own message would otherwise stand for all of them).
 */
export const pageLimitSchema = (size: number, max: number) =>
  z.coerce
    .number({ error: VALIDATION.number })
    .int({ error: VALIDATION.number })
    .min(1, { error: minValueMessage(1) })
    .max(max, { error: maxValueMessage(max) })
    .default(size);

/**
 * A text a person typed, as it is kept (`shownTextOf`: NFC, trimmed, empty when it shows
 * nothing), with a cap counted on that form (every text field is capped).
 */
export const text = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .overwrite(shownTextOf)
    .max(max, { error: maxLengthMessage(max) });

/** A text that must show something: blank or only zero-width characters is missing. */
export const requiredText = (max: number) => text(max).min(1, { error: VALIDATION.required });

/**
 * A one-line name (a place, an album, a list item's title) as it is kept (`oneLineTextOf`:
 * line breaks, tabs and other controls become one space), capped on that form.
 */
export const oneLineText = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .overwrite(oneLineTextOf)
    .max(max, { error: maxLengthMessage(max) });

/** A one-line name that must show something. */
export const requiredOneLineText = (max: number) =>
  oneLineText(max).min(1, { error: VALIDATION.required });

export const errorItemSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(errorItemSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/health and GET /api/health/ready (a 503 error body when the database is down). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
