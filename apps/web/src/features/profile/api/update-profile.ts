import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@doita/shared';
import { api } from '@/lib/api-client';
import { adoptUser, userOf } from './user-answer';

/** PUT /user/me: the changed fields only; an empty string clears an optional one. */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  return userOf(await api.put<{ user?: User } | undefined>('/user/me', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorToast: false },
    onSuccess: (user) => adoptUser(queryClient, user),
  });
}
