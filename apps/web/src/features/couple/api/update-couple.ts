import { useMutation } from '@tanstack/react-query';
import { coupleContract, type BodyOf, type Couple } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** PUT /couple/update: the relationship start date (`YYYY-MM-DD`, or null for the connection day). */
export async function updateCouple(body: BodyOf<typeof coupleContract.update>): Promise<Couple> {
  return (await call(coupleContract.update, { body })).couple;
}

export function useUpdateCouple() {
  return useMutation({
    mutationFn: updateCouple,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
