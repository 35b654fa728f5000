import type { Couple } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';

/** `{ couple }` answers: a couple with an id, or 'Invalid response format from server'. */
export function coupleFrom(body: { couple?: Couple } | undefined): Couple {
  if (!body?.couple || typeof body.couple.id !== 'string') {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return body.couple;
}
