import { useMutation } from '@tanstack/react-query';
import { usersContract, type DeleteAccountBody } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** DELETE /user/me { password }: everything of mine goes; the partner keeps what we shared. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await call(usersContract.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { errorToast: false } });
}
