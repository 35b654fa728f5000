import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import type { LetterBox } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useLettersBox } from '../api/letters-api';
import { LetterRow } from './letter-row';
import { WriteLetterButton } from './write-letter-button';

/**
 * /together/letters: letters waiting for me (who, and when each opens), those that have
 * opened, and those I wrote; each box pages on its own ("load more").
 */
export function LettersPage() {
  const { t } = useTranslation('letters');
  const user = useCurrentUser();
  const connected = user?.coupleStatus.isConnected === true;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-pretty text-muted">{t('subtitle')}</p>
        </div>
        <WriteLetterButton className="self-start sm:self-auto" />
      </header>
      {!connected && <p className="rounded-2xl bg-surface-2 p-4 text-muted">{t('alone')}</p>}
      <LetterBoxSection box="waiting" />
      <LetterBoxSection box="opened" />
      <LetterBoxSection box="sent" />
    </div>
  );
}

function LetterBoxSection({ box }: { box: LetterBox }) {
  const { t } = useTranslation('letters');
  const query = useLettersBox(box);
  const headingId = `letters-${box}`;
  const letters = query.data?.pages.flatMap((page) => page.letters) ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {t(`boxes.${box}.title`)}
      </h2>
      {query.isPending && (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-16 w-full rounded-2xl" />
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      )}
      {query.isError && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-danger-soft p-4"
          role="alert"
        >
          <span>{t('failure.load')}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && letters.length === 0 && (
        <EmptyState
          className="rounded-2xl border border-dashed border-border py-6"
          icon={<Mail aria-hidden="true" />}
          title={t(`boxes.${box}.empty`)}
          headingLevel={3}
        />
      )}
      {letters.length > 0 && (
        <ul className="flex flex-col gap-2">
          {letters.map((letter) => (
            <li key={letter.id}>
              <LetterRow letter={letter} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} label={t('more')} />
    </section>
  );
}
