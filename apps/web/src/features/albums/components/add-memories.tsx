import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memoriesContract, shownTextOf } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { call } from '@/lib/api-contract';
import { formatShownDate } from '@/lib/format';
import { queryKeyOf } from '@/lib/query-key';
import { toast } from '@/lib/toast-store';
import { useAlbumMemories } from '../api/albums-api';

const LIMIT = 30;

/**
 * The couple's shared memories to pick from (a search narrows them), each a checkbox; the
 * checked ones join the album (one already in it stays once).
 */
export function AddMemories({
  albumId,
  albumName,
  close,
}: {
  albumId: string;
  albumName: string;
  close: () => void;
}) {
  const { t } = useTranslation('albums');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const words = shownTextOf(q);
  const query = { isPrivate: 'false', limit: LIMIT, ...(words ? { q: words } : {}) } as const;
  const memories = useQuery({
    queryKey: queryKeyOf(memoriesContract.search, { query }),
    queryFn: ({ signal }) => call(memoriesContract.search, { query }, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
  const add = useAlbumMemories();
  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <div className="flex flex-col gap-4">
      <Field label={t('add.search')}>
        {(control) => (
          <Input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        )}
      </Field>
      {memories.isPending ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : memories.isError ? (
        <p role="alert" className="text-danger">
          {t('failure.load')}
        </p>
      ) : memories.data.memories.length === 0 ? (
        <p className="text-muted">{t('add.none')}</p>
      ) : (
        <ul className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto">
          {memories.data.memories.map((memory) => (
            <li key={memory.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-surface-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={chosen.includes(memory.id)}
                  onChange={(event) => toggle(memory.id, event.target.checked)}
                />
                <span className="flex-1">{memory.title}</span>
                <span className="text-sm text-muted">{formatShownDate(memory.date)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { albumId, memoryIds: chosen, action: 'add' },
              {
                onSuccess: () => {
                  toast.success(t('success.added', { name: albumName }));
                  close();
                },
              },
            )
          }
        >
          {t('add.submit', { count: chosen.length })}
        </Button>
      </div>
    </div>
  );
}
