import { useOptimistic, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2, Plus, SquareLibrary } from 'lucide-react';
import type { Album, Memory } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useAlbumMemories, useAlbums } from '../api/albums-api';
import { openCreateAlbum } from './open-album-form';
import { ShareLinksPanel } from './share-links-panel';

/**
 * One album of the picker. The box shows a change in the same event that made it (a box
 * that flicks back until the server answers reads as "did not take"), until the change
 * settles and the album as read again takes over; a failed change goes back, toasted.
 */
function PickerRow({ album, memoryId }: { album: Album; memoryId: string }) {
  const { t } = useTranslation('albums');
  const change = useAlbumMemories();
  const [checked, showChecked] = useOptimistic(album.hasMemory ?? false);
  const [saving, startSaving] = useTransition();
  const toggle = (holds: boolean) => {
    const action = holds ? 'add' : 'remove';
    startSaving(async () => {
      showChecked(holds);
      await change
        .mutateAsync({ albumId: album.id, memoryIds: [memoryId], action })
        .then(() =>
          toast.success(
            t(action === 'add' ? 'success.added' : 'success.removed', { name: album.name }),
          ),
        )
        .catch(() => undefined);
    });
  };
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-surface-2">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={checked}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) toggle(event.target.checked);
          }}
        />
        <span className="flex-1">{album.name}</span>
        <span className="text-sm text-muted">{t('count', { count: album.memoryCount })}</span>
      </label>
    </li>
  );
}

/** The albums of the couple, each a checkbox: checked holds the memory. */
function AlbumPicker({ memoryId, close }: { memoryId: string; close: () => void }) {
  const { t } = useTranslation('albums');
  const albums = useAlbums(memoryId);
  if (albums.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (!albums.data) {
    return (
      <p role="alert" className="text-danger">
        {t('failure.load')}
      </p>
    );
  }
  const managed = albums.data.filter((album) => album.canManage);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('picker.description')}</p>
      {managed.length === 0 ? (
        // a page of albums only seen (from an earlier couple) is not "none" while more follow
        !albums.hasNextPage && <p>{t('picker.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {managed.map((album) => (
            <PickerRow key={album.id} album={album} memoryId={memoryId} />
          ))}
        </ul>
      )}
      <LoadMore query={albums} label={t('page.more')} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => {
            close();
            openCreateAlbum(t, { memoryId });
          }}
        >
          {t('picker.newAlbum')}
        </Button>
        <Button onClick={close}>{t('picker.done')}</Button>
      </div>
    </div>
  );
}

/**
 * A shared memory's page: add it to the couple's albums, or share it by link. A private
 * memory takes neither (said, not offered).
 */
export function MemoryAlbumActions({ memory, connected }: { memory: Memory; connected: boolean }) {
  const { t } = useTranslation('albums');
  if (!connected) return null;
  if (memory.isPrivate) return <p className="text-sm text-muted">{t('share.private')}</p>;
  return (
    <>
      <Button
        variant="outline"
        icon={<SquareLibrary className="size-4" aria-hidden="true" />}
        onClick={() =>
          openModal({
            component: 'content',
            props: {
              title: t('picker.title'),
              render: (close) => <AlbumPicker memoryId={memory.id} close={close} />,
            },
          })
        }
      >
        {t('picker.open')}
      </Button>
      <Button
        variant="outline"
        icon={<Link2 className="size-4" aria-hidden="true" />}
        onClick={() =>
          openModal({
            component: 'content',
            props: {
              title: t('share.title'),
              size: 'lg',
              render: () => <ShareLinksPanel target={{ memoryId: memory.id }} />,
            },
          })
        }
      >
        {t('share.open')}
      </Button>
    </>
  );
}
