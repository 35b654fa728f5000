import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Mail, MailOpen } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLettersBox } from '../api/letters-api';
import { LetterRow } from './letter-row';
import { WriteLetterButton } from './write-letter-button';

/** how many letters opening soon the card lists */
const SOON = 3;

/**
 * Letters for later on the hub and the dashboard: a letter that opened today (for me) on
 * top, the next ones waiting for me (who and when, nothing more), and "write a letter".
 */
export function LettersHubCard() {
  const { t } = useTranslation('letters');
  const waiting = useLettersBox('waiting', SOON);
  const opened = useLettersBox('opened', 1);
  const today = opened.data?.pages[0]?.letters.find((letter) => letter.opensToday);
  const soon = waiting.data?.pages[0]?.letters ?? [];
  const loading = waiting.isPending || opened.isPending;
  return (
    <Card className="flex h-full flex-col gap-4" role="region" aria-labelledby="letters-hub-title">
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-2xl bg-primary-soft text-primary"
          aria-hidden="true"
        >
          <Mail className="size-5" />
        </span>
        <h2 id="letters-hub-title" className="font-display text-xl font-semibold">
          {t('hub.title')}
        </h2>
      </div>
      {loading && (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-14 w-full rounded-2xl" />
          <Skeleton className="h-14 w-full rounded-2xl" />
        </div>
      )}
      {!loading && (waiting.isError || opened.isError) && (
        <p className="text-sm text-muted" role="alert">
          {t('failure.load')}{' '}
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={() => {
              void waiting.refetch();
              void opened.refetch();
            }}
          >
            {t('retry')}
          </button>
        </p>
      )}
      {today && (
        <Link
          to={`/together/letters/${today.id}`}
          className="flex items-center gap-3 rounded-2xl bg-primary p-4 text-primary-fg shadow-sm"
        >
          <MailOpen className="size-6 shrink-0" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="font-semibold">{t('hub.todayTitle')}</span>
            <span className="text-sm opacity-90">
              {t('hub.todayFrom', { name: today.from.displayName })}
            </span>
          </span>
        </Link>
      )}
      {waiting.isSuccess && soon.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">{t('hub.soon')}</h3>
          <ul className="flex flex-col gap-2">
            {soon.map((letter) => (
              <li key={letter.id}>
                <LetterRow letter={letter} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {waiting.isSuccess && opened.isSuccess && soon.length === 0 && !today && (
        <p className="text-pretty text-muted">{t('hub.empty')}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <WriteLetterButton size="sm" />
        <Link to="/together/letters" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('hub.all')}
        </Link>
      </div>
    </Card>
  );
}
