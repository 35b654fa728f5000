import { useMutation } from '@tanstack/react-query';
import { coupleContract, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** A join code and when it stops working. */
export type JoinCode = ReplyOf<typeof coupleContract.generateCode>;

/** POST /couple/generate-code: a single-use join code, valid 7 days. */
export async function generateCode(): Promise<JoinCode> {
  return call(coupleContract.generateCode);
}

export function useGenerateCode() {
  return useMutation({
    mutationFn: generateCode,
    // the couple card says what happened in its banner: no toast besides (one message per event)
    meta: { errorToast: false },
  });
}
