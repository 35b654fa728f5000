import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /couple/disconnect: ends the couple (nothing is deleted; DECISIONS). */
export async function disconnect(): Promise<void> {
  await api.delete<unknown>('/couple/disconnect');
}

export function useDisconnect() {
  return useMutation({ mutationFn: disconnect });
}
