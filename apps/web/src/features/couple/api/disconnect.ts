import { useMutation } from '@tanstack/react-query';
import { coupleContract } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** DELETE /couple/disconnect: ends the couple (nothing deleted: a reconnect brings it back). */
export async function disconnect(): Promise<void> {
  await call(coupleContract.disconnect);
}

export function useDisconnect() {
  return useMutation({
    mutationFn: disconnect,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
