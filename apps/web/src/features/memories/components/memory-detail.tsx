import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeNameOf } from '@doita/shared';
import { ArrowLeft, Lock, MapPin, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMemory } from '../api/get-memory';
import { isOwnerOf, useMemoryViewer } from '../hooks/use-memory-viewer';
import { MemoryActions } from './memory-actions';
import { MoodChip, TagChip } from './memory-chips';
import { formatMemoryDate } from './memory-format';
import { MemoryLoadError, MemoryNotFound } from './memory-load-states';
import { MemoryPhotos } from './memory-photos';
import { MemoryComments } from './memory-comments';
import { MemoryReactions } from './memory-reactions';
import { authorName } from '@/lib/author-name';

export function BackToMemories() {
  const { t } = useTranslation('memories');
  return (
    <Link
      to="/memories"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-3 self-start' })}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-1.5">{children}</dd>
    </div>
  );
}

/** /memories/:id: photos (full-screen viewer), words, author, mood, tags, place and date. */
export function MemoryDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('memories');
  const { user } = useMemoryViewer();
  const query = useMemory(id);
  const memory = query.data;
  useDocumentTitle(memory?.title ?? t('documentTitle'));

  if (!memory && query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      </div>
    );
  }
  if (!memory) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <MemoryNotFound />;
    }
    return <MemoryLoadError onRetry={() => void query.refetch()} />;
  }

  return (
    <article className="flex flex-col gap-6" data-testid="memory-detail">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold text-balance wrap-anywhere sm:text-4xl">
            {memory.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            <time dateTime={memory.date} className="first-letter:uppercase">
              {formatMemoryDate(memory.date, i18n.language, 'full')}
            </time>
            <span className="inline-flex items-center gap-1 text-sm">
              {memory.isPrivate ? (
                <Lock className="size-4" aria-hidden="true" />
              ) : (
                <Users className="size-4" aria-hidden="true" />
              )}
              {memory.isPrivate ? t('detail.private') : t('detail.shared')}
            </span>
          </p>
        </div>
        <MemoryActions
          memory={memory}
          canDelete={isOwnerOf(memory, user)}
          connected={user?.coupleStatus?.isConnected ?? false}
        />
      </header>
      <MemoryPhotos memory={memory} />
      {/* shrinkable tracks, and words that may break anywhere: a long place name or a pasted
          link wraps instead of widening the page */}
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-lg text-pretty wrap-anywhere">{memory.description}</p>
          {memory.content && (
            <div className="whitespace-pre-line wrap-anywhere text-fg/90 leading-relaxed">
              {memory.content}
            </div>
          )}
        </div>
        <dl className="flex min-w-0 flex-col gap-5 rounded-2xl border border-border bg-surface p-5 self-start">
          <Detail label={t('detail.author')}>
            <Avatar
              name={authorName(memory.author)}
              src={memory.author.avatarUrl}
              size={8}
            />
            <span className="font-medium">{authorName(memory.author)}</span>
          </Detail>
          {memory.mood && (
            <Detail label={t('detail.mood')}>
              <MoodChip mood={memory.mood} />
            </Detail>
          )}
          {memory.location && (
            <Detail label={t('detail.location')}>
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <Link
                to={`/memories?place=${encodeURIComponent(placeNameOf(memory.location) ?? '')}`}
                className="min-w-0 wrap-anywhere hover:text-primary hover:underline"
              >
                {placeNameOf(memory.location)}
              </Link>
            </Detail>
          )}
          {memory.tags.length > 0 && (
            <Detail label={t('detail.tags')}>
              {memory.tags.map((tag) => (
                <TagChip key={tag} tag={tag} />
              ))}
            </Detail>
          )}
        </dl>
      </div>
      {!memory.isPrivate && user && (
        <>
          <MemoryReactions memory={memory} userId={user.id} />
          <MemoryComments memoryId={memory.id} count={memory.commentCount} />
        </>
      )}
    </article>
  );
}
