import type { TFunction } from 'i18next';
import type { Album } from '@doita/shared';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useCreateAlbum, useUpdateAlbum } from '../api/albums-api';
import { AlbumForm } from './album-form';

function CreateAlbum({
  memoryId,
  close,
  onCreated,
}: {
  memoryId?: string;
  close: () => void;
  onCreated?: (id: string) => void;
}) {
  const create = useCreateAlbum();
  return (
    <AlbumForm
      pending={create.isPending}
      onCancel={close}
      onSubmit={(values) =>
        create.mutate(
          { ...values, ...(memoryId ? { memoryIds: [memoryId] } : {}) },
          {
            onSuccess: ({ album }) => {
              close();
              onCreated?.(album.id);
            },
          },
        )
      }
    />
  );
}

function EditAlbum({ album, close }: { album: Album; close: () => void }) {
  const update = useUpdateAlbum(album.id);
  return (
    <AlbumForm
      initial={{ name: album.name, description: album.description }}
      pending={update.isPending}
      onCancel={close}
      onSubmit={(values) => update.mutate(values, { onSuccess: () => close() })}
    />
  );
}

/** A dialog with a new album's form (with a memory to start with, from its page). */
export function openCreateAlbum(
  t: TFunction,
  options: { memoryId?: string; onCreated?: (id: string) => void } = {},
) {
  return openModal({
    component: 'content',
    props: {
      title: t('albums:form.createTitle'),
      render: (close) => (
        <CreateAlbum
          close={close}
          {...options}
          onCreated={(id) => {
            toast.success(t('albums:success.created'));
            options.onCreated?.(id);
          }}
        />
      ),
    },
  });
}

export function openEditAlbum(t: TFunction, album: Album) {
  return openModal({
    component: 'content',
    props: {
      title: t('albums:form.editTitle'),
      render: (close) => <EditAlbum album={album} close={close} />,
    },
  });
}
