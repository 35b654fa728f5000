import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';

export interface JoinCode {
  code: string;
  expiresAt: string;
}

/** POST /couple/generate-code: a single-use join code, valid 7 days (DECISIONS). */
export async function generateCode(): Promise<JoinCode> {
  const body = await api.post<Partial<JoinCode> | undefined>('/couple/generate-code');
  if (typeof body?.code !== 'string' || typeof body.expiresAt !== 'string') {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return { code: body.code, expiresAt: body.expiresAt };
}

export function useGenerateCode() {
  return useMutation({
    mutationFn: generateCode,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
