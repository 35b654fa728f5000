import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersContract, type UpdateProfileBody, type User } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { adoptUser } from './user-answer';

/** PUT /user/me: the changed fields only; an empty string clears an optional one. */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  return (await call(usersContract.updateMe, { body })).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorToast: false },
    onSuccess: (user) => adoptUser(queryClient, user),
  });
}
