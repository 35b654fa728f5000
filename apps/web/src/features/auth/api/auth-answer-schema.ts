import { authResponseSchema } from '@doita/shared';

/** The spec's refresh token is optional in a login answer; token and user are not. */
export const authAnswerSchema = authResponseSchema.partial({ refreshToken: true });
