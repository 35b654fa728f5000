import { useMutation } from '@tanstack/react-query';
import { coupleInvitationContract } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** DELETE /couple/invitation: withdraws the invitation I sent (to an account or an address). */
export async function cancelInvitation(): Promise<void> {
  await call(coupleInvitationContract.cancel);
}

export function useCancelInvitation() {
  return useMutation({
    mutationFn: cancelInvitation,
    // the card or panel says what happened in its banner: no toast besides
    meta: { errorToast: false },
  });
}
