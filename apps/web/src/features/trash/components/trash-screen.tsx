import { useTranslation } from 'react-i18next';
import { BookOpen, Bell, Camera, MessageCircle, RotateCcw, Trash2 } from 'lucide-react';
import {
  TRASH_RETENTION_DAYS,
  daysUntilPurge,
  type TrashItem,
  type TrashKind,
} from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaCover } from '@/components/media/media-cover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatShownDate } from '@/lib/format';
import { confirmDialog } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { usePurgeTrashItem, useRestoreTrashItem, useTrash } from '../api/trash-api';

const kindIcons: Record<TrashKind, typeof Camera> = {
  memory: Camera,
  post: BookOpen,
  comment: MessageCircle,
  reminder: Bell,
};

function TrashRow({ item, timeZone }: { item: TrashItem; timeZone: string }) {
  const { t, i18n } = useTranslation('trash');
  const restore = useRestoreTrashItem();
  const purge = usePurgeTrashItem();
  const Icon = kindIcons[item.kind];
  const target = { kind: item.kind, id: item.id };
  const busy = restore.isPending || purge.isPending;
  const title = item.title || t('untitled');

  const onPurge = async () => {
    const confirmed = await confirmDialog({
      title: t('purgeConfirm.title'),
      message: t(`purgeConfirm.message_${item.kind}`, { title }),
      confirmLabel: t('purgeConfirm.confirm'),
      cancelLabel: t('purgeConfirm.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    purge.mutate(target, { onSuccess: () => toast.success(t('purged'), title) });
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {item.picture ? (
          // what the item looked like, so it is recognised before it is restored
          <div className="size-14 shrink-0 overflow-hidden rounded-xl">
            <MediaCover image={item.picture} alt="" sizes="56px" fill eager label={false} />
          </div>
        ) : (
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
            aria-hidden="true"
          >
            <Icon className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t(`kinds.${item.kind}`)}
          </p>
          <p className="break-words font-semibold leading-snug">{title}</p>
          <p className="mt-0.5 text-sm text-muted">
            {t('deletedOn', {
              date: formatShownDate(item.deletedAt, { timeZone, locale: i18n.language }),
            })}
            {' · '}
            {t('purgeIn', { count: daysUntilPurge(new Date(item.deletedAt), new Date()) })}
          </p>
        </div>
      </div>
      <div
        className={cn(
          'flex shrink-0 flex-wrap gap-2 sm:ps-0',
          // under the title, past the picture or the icon
          item.picture ? 'ps-17' : 'ps-13',
        )}
      >
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            restore.mutate(target, { onSuccess: () => toast.success(t('restored'), title) })
          }
          loading={restore.isPending}
          disabled={busy}
          aria-label={t('restoreLabel', { title })}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          {t('restore')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-danger hover:border-danger"
          onClick={() => void onPurge()}
          loading={purge.isPending}
          disabled={busy}
          aria-label={t('purgeLabel', { title })}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          {t('purge')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The Trash screen: what I deleted in the last 30 days, newest first, each with
 * its kind, title and date, to restore or delete for good (after a confirm).
 */
export function TrashScreen({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('trash');
  const trash = useTrash();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="font-display text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('subtitle', { days: TRASH_RETENTION_DAYS })}</p>
      </div>
      {trash.isPending ? (
        <Card aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((n) => (
            <div key={n} className="flex items-center gap-3 py-4">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
          ))}
        </Card>
      ) : trash.isError ? (
        <Alert type="error" title={t('failure.load')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void trash.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : trash.data.items.length === 0 ? (
        <EmptyState
          icon={<Trash2 aria-hidden="true" />}
          title={t('empty.title')}
          description={t('empty.description', { days: TRASH_RETENTION_DAYS })}
        />
      ) : (
        <Card>
          <ul className="divide-y divide-border" aria-label={t('listLabel')}>
            {trash.data.items.map((item) => (
              <TrashRow key={`${item.kind}:${item.id}`} item={item} timeZone={timeZone} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
