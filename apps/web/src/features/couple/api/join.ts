import { useMutation } from '@tanstack/react-query';
import type { Couple } from '@doita/shared';
import { api } from '@/lib/api-client';
import { coupleFrom } from './couple-response';

/** POST /couple/join: redeems a partner's join code. */
export async function join(body: { code: string }): Promise<Couple> {
  return coupleFrom(await api.post<{ couple?: Couple }>('/couple/join', body));
}

export function useJoin() {
  return useMutation({
    mutationFn: join,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
