import { VALIDATION, type User } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { fieldInvalid, unauthorized } from '../../lib/errors.js';
import type { FileViewer, UploadsRepository, UploadsService } from '../uploads/index.js';
import type { UsersRepository } from './users-repository.js';
import type { UsersService } from './users-service.js';

export interface AvatarServiceDeps {
  users: Pick<UsersRepository, 'findById'>;
  transact: Transact<{
    users: Pick<UsersRepository, 'lockAvatar' | 'setAvatar'>;
    uploads: Pick<UploadsRepository, 'claim' | 'free' | 'findById'>;
  }>;
  usersService: Pick<UsersService, 'viewOf'>;
  uploadsService: Pick<UploadsService, 'claim' | 'free' | 'deleteFiles'>;
  clock: Clock;
}

export type AvatarService = ReturnType<typeof createAvatarService>;

/**
 * The avatar is one of my uploads (POST /upload/single, cropped square by the web). Setting
 * one claims it; the one it replaces is freed at once (its URLs answer 404, its files go).
 */
export function createAvatarService(deps: AvatarServiceDeps) {
  async function replace(me: FileViewer, uploadId: string | null): Promise<User> {
    const userId = me.id;
    const freedFiles = await deps.transact(async (tx) => {
      const current = await tx.users.lockAvatar(userId);
      if (!current) throw unauthorized();
      // The same one again (a retried request): already done.
      if (current.avatarUploadId === uploadId) return [];
      if (uploadId) {
        // A video of mine is refused by name: its poster comes only once it is prepared, or
        // never, and until then the avatar would be no picture at all. Anyone else's upload
        // is refused by the claim below like any other, saying nothing of what it is.
        const upload = await tx.uploads.findById(uploadId);
        if (upload?.ownerId === userId && upload.kind === 'video')
          throw fieldInvalid('uploadId', VALIDATION.avatarNotVideo);
        // My own fresh upload only, else 422 on `uploadId`: nobody's photo becomes my face.
        await deps.uploadsService.claim(tx.uploads, userId, [uploadId], 'uploadId');
      }
      await tx.users.setAvatar(userId, uploadId, deps.clock.now());
      const replaced = current.avatarUploadId ? [current.avatarUploadId] : [];
      return deps.uploadsService.free(tx.uploads, replaced);
    });
    await deps.uploadsService.deleteFiles(freedFiles);
    const row = await deps.users.findById(userId);
    if (!row) throw unauthorized();
    return deps.usersService.viewOf(row, me);
  }

  return {
    set: (me: FileViewer, uploadId: string) => replace(me, uploadId),
    remove: (me: FileViewer) => replace(me, null),
  };
}
