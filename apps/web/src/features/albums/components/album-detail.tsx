import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { confirmDialog, openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useAlbum, useAlbumMemories, useDeleteAlbum, useUpdateAlbum } from '../api/albums-api';
import { AddMemories } from './add-memories';
import { AlbumMemoryCard } from './album-memory-card';
import { openEditAlbum } from './open-album-form';
import { ShareLinksPanel } from './share-links-panel';

/** The page from `?page=` (1 when missing or not a page number). */
function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page') ?? '1');
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}

/**
 * /albums/:id: the album's memories by date, a page at a time; either partner renames it,
 * picks its cover among its photos, takes memories out, shares it by link or deletes it
 * (its memories stay).
 */
export function AlbumDetail({ id }: { id: string }) {
  const { t } = useTranslation('albums');
  const navigate = useNavigate();
  const [page, setPage] = usePage();
  const query = useAlbum(id, page);
  const update = useUpdateAlbum(id);
  const remove = useDeleteAlbum();
  const memories = useAlbumMemories();
  useDocumentTitle(query.data?.album.name ?? t('documentTitle'));

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full rounded-3xl" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Alert type="error" title={missing ? t('failure.notFound') : t('failure.load')}>
        {missing ? (
          <Link to="/albums" className={buttonClasses({ variant: 'link' })}>
            {t('detail.back')}
          </Link>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('shared.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  const { album, pagination } = query.data;
  const manage = album.canManage;

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('confirmDelete.title'),
      message: t('confirmDelete.message', { name: album.name }),
      confirmLabel: t('confirmDelete.confirm'),
      cancelLabel: t('confirmDelete.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(album.id, {
      onSuccess: () => {
        toast.success(t('success.deleted'));
        void navigate('/albums', { replace: true });
      },
    });
  };
  const openShare = () =>
    openModal({
      component: 'content',
      props: {
        title: t('share.title'),
        size: 'lg',
        render: () => <ShareLinksPanel target={{ albumId: album.id }} />,
      },
    });

  const openAdd = () =>
    openModal({
      component: 'content',
      props: {
        title: t('add.title'),
        render: (close) => <AddMemories albumId={album.id} albumName={album.name} close={close} />,
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/albums" className={buttonClasses({ variant: 'link', className: 'self-start' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </Link>
        <h1 className="font-display text-3xl font-semibold text-balance wrap-anywhere sm:text-4xl">
          {album.name}
        </h1>
        {album.description && (
          <p className="text-pretty whitespace-pre-line wrap-anywhere text-muted">
            {album.description}
          </p>
        )}
        <p className="text-sm text-muted">{t('count', { count: pagination.totalMemories })}</p>
        {manage ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => openEditAlbum(t, album)}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('detail.edit')}
            </Button>
            <Button
              variant="outline"
              onClick={openAdd}
              icon={<Plus className="size-4" aria-hidden="true" />}
            >
              {t('add.open')}
            </Button>
            <Button
              variant="outline"
              onClick={openShare}
              icon={<Link2 className="size-4" aria-hidden="true" />}
            >
              {t('share.open')}
            </Button>
            <Button
              variant="outline"
              className="text-danger hover:border-danger"
              loading={remove.isPending}
              onClick={() => void onDelete()}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {t('detail.delete')}
            </Button>
          </div>
        ) : (
          <Alert type="info">{t('detail.readOnly')}</Alert>
        )}
      </header>
      {query.data.memories.length === 0 ? (
        <EmptyState icon={<Link2 aria-hidden="true" />} title={t('empty.album')} headingLevel={2} />
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.memories.map((memory) => (
            <AlbumMemoryCard
              key={memory.id}
              memory={memory}
              linkToMemory
              {...(manage
                ? {
                    coverId: album.cover?.id ?? null,
                    onCover: (uploadId: string) =>
                      update.mutate(
                        { coverUploadId: uploadId },
                        { onSuccess: () => toast.success(t('success.cover')) },
                      ),
                    onRemove: () =>
                      memories.mutate(
                        { albumId: album.id, memoryIds: [memory.id], action: 'remove' },
                        {
                          onSuccess: () =>
                            toast.success(t('success.removed', { name: album.name })),
                        },
                      ),
                  }
                : {})}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={pagination.totalPages} onPage={setPage} />
    </div>
  );
}
