import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Cloud, KeyRound } from 'lucide-react';
import { PASSKEY_NAME_MAX, shownTextOf, type Passkey } from '@doita/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyFailure } from '@/lib/error-toast';
import { formatDateAndTime } from '@/lib/format';
import { confirmDialog } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';

function formatMoment(iso: string, language: string, timeZone: string): string {
  const { date, time } = formatDateAndTime(iso, language, timeZone);
  return time ? `${date} ${time}` : date;
}

/** One passkey: its name, when it was added and last used; rename in place, remove after a confirm. */
export function PasskeyRow({ passkey, timeZone }: { passkey: Passkey; timeZone: string }) {
  const { t, i18n } = useTranslation('passkeys');
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(passkey.name);
  const { name } = passkey;

  const onRemove = async () => {
    const confirmed = await confirmDialog({
      title: t('confirmRemoveTitle', { name }),
      message: t('confirmRemoveMessage'),
      confirmLabel: t('confirmRemove'),
      cancelLabel: t('cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(passkey.id, {
      onSuccess: () => toast.success(t('removed', { name })),
      onError: (error) => notifyFailure(t('removeFailed'), error),
    });
  };

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    // as the server keeps it: NFC, trimmed, empty when it shows nothing
    const next = shownTextOf(draft);
    if (!next || next === name) {
      setEditing(false);
      return;
    }
    rename.mutate(
      { id: passkey.id, name: next },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t('renamed', { name: next }));
        },
        onError: (error) => notifyFailure(t('renameFailed'), error),
      },
    );
  };

  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3" data-testid="passkey-row">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
        <KeyRound className="size-5" aria-hidden="true" />
      </span>
      {editing ? (
        <form onSubmit={onRename} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <Input
            aria-label={t('newName', { name })}
            value={draft}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1 basis-48"
            autoFocus
            required
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={rename.isPending} loadingText={t('saving')}>
              {t('save')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(name);
                setEditing(false);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {/* on a phone the actions go under the text, which keeps the row's width */}
          <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              <span className="truncate">{name}</span>
              {passkey.deviceType === 'multiDevice' && (
                <Badge className="whitespace-nowrap">
                  <Cloud className="mr-1 inline size-3.5" aria-hidden="true" />
                  {t('synced')}
                </Badge>
              )}
            </p>
            <p className="text-sm text-muted">
              {passkey.lastUsedAt
                ? t('lastUsed', { when: formatMoment(passkey.lastUsedAt, i18n.language, timeZone) })
                : t('neverUsed')}
            </p>
            <p className="text-xs text-muted">
              {t('createdAt', { date: formatMoment(passkey.createdAt, i18n.language, timeZone) })}
            </p>
          </div>
          <div className="ml-12 flex gap-1 sm:ml-0">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t('renameLabel', { name })}
            >
              {t('rename')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void onRemove()}
              loading={remove.isPending}
              loadingText={t('removing')}
              aria-label={t('removeLabel', { name })}
            >
              {t('remove')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
