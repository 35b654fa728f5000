import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@doita/shared';
import { apiRequest } from '@/lib/api-client';

/** DELETE /user/me { password }: everything of mine goes; the partner keeps what we shared. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest<unknown>('/user/me', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { errorToast: false } });
}
