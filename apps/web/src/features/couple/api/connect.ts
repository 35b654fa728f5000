import { useMutation } from '@tanstack/react-query';
import { coupleContract, type ConnectBody, type Couple } from '@doita/shared';
import { call } from '@/lib/api-contract';

/**
 * POST /couple/connect: invites a partner by e-mail. The answer may already be 'accepted'
 * (they had invited me): that counts as connected at once.
 */
export async function connect(body: ConnectBody): Promise<Couple> {
  return (await call(coupleContract.connect, { body })).couple;
}

export function useConnect() {
  return useMutation({
    mutationFn: connect,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
