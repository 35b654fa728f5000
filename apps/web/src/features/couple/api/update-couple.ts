import { useMutation } from '@tanstack/react-query';
import type { Couple } from '@doita/shared';
import { api } from '@/lib/api-client';
import { coupleFrom } from './couple-response';

/** PUT /couple/update: the relationship start date (`YYYY-MM-DD`, or null for the connection day). */
export async function updateCouple(body: { anniversaryDate: string | null }): Promise<Couple> {
  return coupleFrom(await api.put<{ couple?: Couple }>('/couple/update', body));
}

export function useUpdateCouple() {
  return useMutation({
    mutationFn: updateCouple,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
