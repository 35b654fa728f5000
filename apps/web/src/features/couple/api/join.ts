import { useMutation } from '@tanstack/react-query';
import { coupleContract, type BodyOf, type Couple } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** POST /couple/join: redeems a partner's join code. */
export async function join(body: BodyOf<typeof coupleContract.join>): Promise<Couple> {
  return (await call(coupleContract.join, { body })).couple;
}

export function useJoin() {
  return useMutation({
    mutationFn: join,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
