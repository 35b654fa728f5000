import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Trash2 } from 'lucide-react';
import { IMAGE_ACCEPT, imageFileProblem, type User } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { notifyFailure } from '@/lib/error-toast';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useRemoveAvatar } from '../api/avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { formatShownDate } from '@/lib/format';

/** The profile's top: the avatar with change and remove, the name, e-mail and member-since. */
export function ProfileHeader({ user, timeZone }: { user: User; timeZone: string }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const remove = useRemoveAvatar();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The crop is drawn small: a large photo is no reason to refuse.
    const problem = imageFileProblem(file, { canShrink: true });
    if (problem) {
      toast.error(t('avatar.saveFailed'), t(`errors:fileProblems.${problem}`));
      return;
    }
    openModal({
      component: 'content',
      props: {
        title: t('avatar.cropTitle'),
        description: t('avatar.cropDescription'),
        render: (close) => <AvatarCropDialog file={file} onClose={close} />,
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('avatar.removed')),
      onError: (error) => notifyFailure(t('avatar.removeFailed'), error),
    });

  return (
    <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-start">
      <Avatar
        name={user.displayName}
        src={user.avatarUrl}
        size={24}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
          {user.displayName}
        </h1>
        {user.username && <p className="text-muted">@{user.username}</p>}
        <p className="text-sm text-muted">
          {t('memberSince', { date: formatShownDate(user.createdAt, { timeZone }) })}
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
          <input
            ref={input}
            type="file"
            accept={`image/*,${IMAGE_ACCEPT}`}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-input"
            onChange={onPick}
          />
          <Button
            variant="outline"
            size="sm"
            icon={<Camera className="size-4" aria-hidden="true" />}
            onClick={() => input.current?.click()}
            aria-describedby="avatar-hint"
          >
            {user.avatarUrl ? t('avatar.change') : t('avatar.add')}
          </Button>
          {user.avatarUrl && (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={onRemove}
              loading={remove.isPending}
            >
              {t('avatar.remove')}
            </Button>
          )}
        </div>
        <p id="avatar-hint" className="text-xs text-muted">
          {t('avatar.pickHint')}
        </p>
      </div>
    </header>
  );
}
