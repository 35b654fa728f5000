import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { QUESTION_SEARCH_MAX, type QuestionHistoryItem } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShownDate } from '@/lib/format';
import { useQuestionHistory } from '../api/questions';
import { questionText } from './question-words';

/** How long typing rests before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/** The past days, newest first, with both answers once both answered; searchable. */
export function QuestionHistory({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation('questions');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const history = useQuestionHistory(search);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="question-history-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="question-history-title" className="font-display text-2xl font-semibold">
          {t('history.title')}
        </h2>
        <form
          role="search"
          className="relative w-full sm:max-w-xs"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(input.trim());
          }}
        >
          <label htmlFor="question-history-search" className="sr-only">
            {t('history.searchLabel')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id="question-history-search"
            type="search"
            className="ps-9"
            value={input}
            maxLength={QUESTION_SEARCH_MAX}
            placeholder={t('history.searchPlaceholder')}
            onChange={(event) => setInput(event.target.value)}
          />
        </form>
      </div>
      {history.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : history.isError ? (
        <Alert type="error" title={t('history.loadFailed')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => history.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-surface-2 p-4 text-muted">
          {search ? t('history.noMatch', { search }) : t('history.empty')}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-3" aria-label={t('history.listLabel')}>
            {items.map((item) => (
              <HistoryDay key={item.day} item={item} partnerName={partnerName} />
            ))}
          </ol>
          {history.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              loading={history.isFetchingNextPage}
              onClick={() => history.fetchNextPage()}
            >
              {t('history.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function HistoryDay({ item, partnerName }: { item: QuestionHistoryItem; partnerName: string }) {
  const { t, i18n } = useTranslation('questions');
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <p className="text-sm text-muted">
          <time dateTime={item.day}>{formatShownDate(item.day)}</time>
          {' · '}
          {t(`kinds.${item.question.kind}`)}
        </p>
        <h3 className="font-semibold text-pretty">{questionText(item.question, i18n.language)}</h3>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div className="rounded-xl bg-surface-2 p-3">
            <dt className="text-sm font-semibold text-muted">{t('you')}</dt>
            <dd className="whitespace-pre-line break-words">
              {item.myAnswer?.text ?? <span className="text-muted">{t('noAnswer')}</span>}
            </dd>
          </div>
          <div className="rounded-xl bg-surface-2 p-3">
            <dt className="text-sm font-semibold text-muted">{partnerName}</dt>
            <dd className="whitespace-pre-line break-words">
              {item.partnerAnswer?.text ?? (
                <span className="text-muted">
                  {item.revealed ? t('noAnswer') : t('history.notRevealed')}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </Card>
    </li>
  );
}
