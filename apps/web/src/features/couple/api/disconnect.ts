import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /couple/disconnect: ends the couple (nothing is deleted; DECISIONS). */
export async function disconnect(): Promise<void> {
  await api.delete<unknown>('/couple/disconnect');
}

export function useDisconnect() {
  return useMutation({
    mutationFn: disconnect,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
