import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, BookImage, Images, Plus } from 'lucide-react';
import type { Album } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { MediaCover } from '@/components/media/media-cover';
import { useAlbums, useShareLinks } from '../api/albums-api';
import { openCreateAlbum } from './open-album-form';
import { ShareLinkRow } from './share-links-panel';

function AlbumCard({ album }: { album: Album }) {
  const { t } = useTranslation('albums');
  return (
    <li>
      <Link
        to={`/albums/${album.id}`}
        className="group flex flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-ring"
      >
        <div className="aspect-[4/3] w-full bg-surface-2">
          {album.cover ? (
            <MediaCover image={album.cover} alt="" sizes="(min-width: 1024px) 33vw, 50vw" fill />
          ) : (
            <div className="flex size-full items-center justify-center text-muted">
              <Images className="size-10" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-1 p-3 sm:p-4">
          <h2 className="font-display text-base font-semibold break-words text-balance sm:text-lg">
            {album.name}
          </h2>
          <p className="text-sm text-muted">{t('count', { count: album.memoryCount })}</p>
        </div>
      </Link>
    </li>
  );
}

/** Every share link of the couple, to albums and memories: one place to turn them off. */
function AllShareLinks() {
  const { t } = useTranslation('albums');
  const links = useShareLinks({});
  if (!links.data?.length) return null;
  return (
    <section aria-labelledby="all-links-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="all-links-heading" className="font-display text-2xl font-semibold">
          {t('share.allLinks')}
        </h2>
        <p className="text-sm text-muted">{t('share.allLinksHint')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.data.map((link) => (
          <ShareLinkRow key={link.id} link={link} showTarget />
        ))}
      </ul>
      <LoadMore query={links} label={t('share.more')} />
    </section>
  );
}

/** /albums: the couple's albums (cover, name, count), a new one, and the couple's share links. */
export function AlbumsPage({ hasCouple }: { hasCouple: boolean }) {
  const { t } = useTranslation('albums');
  const navigate = useNavigate();
  const albums = useAlbums();
  const create = () => openCreateAlbum(t, { onCreated: (id) => void navigate(`/albums/${id}`) });
  // With none yet, the empty state's invitation is the one way to make the first: two
  // buttons saying the same thing on one screen read as two different things.
  const none = albums.data?.length === 0;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to="/memories" className={buttonClasses({ variant: 'link' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('page.toMemories')}
          </Link>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-2 text-muted">{t('page.subtitle')}</p>
        </div>
        {hasCouple && !none && (
          <Button size="lg" onClick={create} icon={<Plus className="size-5" aria-hidden="true" />}>
            {t('page.create')}
          </Button>
        )}
      </header>
      {albums.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <li key={key}>
              <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : !albums.data ? (
        <Alert type="error" title={t('failure.load')}>
          <Button variant="outline" size="sm" onClick={() => void albums.refetch()}>
            {t('shared.retry')}
          </Button>
        </Alert>
      ) : albums.data.length === 0 ? (
        <EmptyState
          icon={<BookImage aria-hidden="true" />}
          title={t('empty.title')}
          description={hasCouple ? t('empty.message') : t('empty.noCouple')}
        >
          {hasCouple && <Button onClick={create}>{t('page.create')}</Button>}
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {albums.data.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </ul>
          <LoadMore query={albums} label={t('page.more')} className="-mt-4" />
        </>
      )}
      {hasCouple && <AllShareLinks />}
    </div>
  );
}
