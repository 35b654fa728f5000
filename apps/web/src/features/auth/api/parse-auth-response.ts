import type { authContract } from '@doita/shared';
import type { ReplyOf } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { ContractViolation } from '@/lib/api-contract';

/** What a registration or a finished sign-in answers: token, refresh token and user. */
export type AuthAnswer = ReplyOf<typeof authContract.register>;

const invalidFormat = () =>
  new ApiError({
    status: 200,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: 'Invalid response format from server',
  });

/** The answer's schema (zod with it): loaded when needed, not with the sign-in page. */
export const loadAuthResponseSchema = () =>
  import('./auth-response-schema').then((module) => module.authResponseSchema);

/**
 * A login or register answer without token and user is 'Invalid response
 * format from server', in production too (where `call` does not parse answers): a session
 * is never started from half an answer.
 */
export async function authAnswerOf(answer: Promise<unknown>): Promise<AuthAnswer> {
  let body: unknown;
  try {
    body = await answer;
  } catch (error) {
    if (error instanceof ContractViolation) throw invalidFormat();
    throw error;
  }
  // The schema itself, not the contract's: production's contract carries no schemas.
  const authResponseSchema = await loadAuthResponseSchema();
  const result = authResponseSchema.safeParse(body);
  if (!result.success) throw invalidFormat();
  return result.data;
}
