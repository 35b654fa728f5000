import { z } from 'zod';
import { VALIDATION } from '../common/validation-messages.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency.js';

/*
 * The Idempotency-Key header's schemas (the server's validation and OpenAPI), apart from
 * the rules in idempotency.ts: the web's offline queue reads those rules on screens that
 * load no zod (to keep the first screen's script small).
 */

export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, VALIDATION.idempotencyKey)
  .describe('A key the client made for this write (UUID or ULID): a repeat is applied once');

/**
 * The request headers of an idempotent write, for validation and the OpenAPI document
 * (other headers pass through untouched).
 */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});
