import type { AuthResponse } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';

export type AuthAnswer = Omit<AuthResponse, 'refreshToken'> & { refreshToken?: string };

/**
 * Spec section 5: a login or register answer without token and user is 'Invalid response
 * format from server'. The schema (zod) loads on demand, off the auth pages' first chunk.
 */
export async function parseAuthResponse(body: unknown): Promise<AuthAnswer> {
  const { authAnswerSchema } = await import('./auth-answer-schema');
  const result = authAnswerSchema.safeParse(body);
  if (!result.success) {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'Invalid response format from server',
    });
  }
  return result.data;
}
