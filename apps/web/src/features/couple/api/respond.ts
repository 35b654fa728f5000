import { useMutation } from '@tanstack/react-query';
import type { Couple } from '@doita/shared';
import { api } from '@/lib/api-client';
import { coupleFrom } from './couple-response';

export interface RespondInput {
  coupleId: string;
  action: 'accept' | 'decline';
}

/** POST /couple/respond: accept gives the couple; decline gives a message (null here). */
export async function respond(input: RespondInput): Promise<Couple | null> {
  const body = await api.post<{ couple?: Couple; message?: string }>('/couple/respond', input);
  return input.action === 'accept' ? coupleFrom(body) : null;
}

export function useRespond() {
  return useMutation({
    mutationFn: respond,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
