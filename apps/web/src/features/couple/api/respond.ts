import { useMutation } from '@tanstack/react-query';
import { coupleContract, type BodyOf, type Couple } from '@doita/shared';
import { call } from '@/lib/api-contract';

export type RespondInput = BodyOf<typeof coupleContract.respond>;

/** POST /couple/respond: accept gives the couple; decline gives null. */
export async function respond(input: RespondInput): Promise<Couple | null> {
  const { couple } = await call(coupleContract.respond, { body: input });
  return input.action === 'accept' ? couple : null;
}

export function useRespond() {
  return useMutation({
    mutationFn: respond,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
