import { useMutation } from '@tanstack/react-query';
import type { ConnectBody, Couple } from '@doita/shared';
import { api } from '@/lib/api-client';
import { coupleFrom } from './couple-response';

/**
 * POST /couple/connect: invites a partner by e-mail. The answer may already be 'accepted'
 * (they had invited me): that counts as connected at once (spec section 4).
 */
export async function connect(body: ConnectBody): Promise<Couple> {
  return coupleFrom(await api.post<{ couple?: Couple }>('/couple/connect', body));
}

export function useConnect() {
  return useMutation({
    mutationFn: connect,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
