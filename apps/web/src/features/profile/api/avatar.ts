import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadsContract, usersContract, type User } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { adoptUser } from './user-answer';

/** PUT /user/avatar: one of my fresh uploads becomes my avatar. */
export async function setAvatar(uploadId: string): Promise<User> {
  return (await call(usersContract.setAvatar, { body: { uploadId } })).user;
}

/** DELETE /user/avatar: back to initials. */
export async function removeAvatar(): Promise<User> {
  return (await call(usersContract.removeAvatar)).user;
}

/**
 * The cropped square goes through the upload pipeline (POST /upload/single, with progress),
 * then becomes the avatar. A large photo on a slow phone gets 30 s without progress.
 */
export async function uploadAvatar(
  image: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<User> {
  const file = new File([image], `avatar.${image.type === 'image/webp' ? 'webp' : 'png'}`, {
    type: image.type || 'image/png',
  });
  const uploaded = await call(
    uploadsContract.upload,
    { file },
    { ...options, stallTimeoutMs: 30_000 },
  );
  return setAvatar(uploaded.id);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { image: Blob; onProgress?: (fraction: number) => void }) =>
      uploadAvatar(input.image, { onProgress: input.onProgress }),
    meta: { errorToast: false },
    onSuccess: (user) => adoptUser(queryClient, user),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    meta: { errorToast: false },
    onSuccess: (user) => adoptUser(queryClient, user),
  });
}
