import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNoCouple, useTodayQuestion } from '../api/questions';
import { QuestionHistory } from './question-history';
import { QuestionTodayCard } from './question-today';

/** /together/question: today's question, both answers once both answered, past days. */
export function QuestionPage() {
  const { t } = useTranslation('questions');
  const today = useTodayQuestion();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted">{t('pageSubtitle')}</p>
      </header>
      {today.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : today.isError ? (
        isNoCouple(today.error) ? (
          <EmptyState
            icon={<HeartHandshake aria-hidden="true" />}
            title={t('noCouple.title')}
            description={t('noCouple.description')}
          >
            <Link to="/couple/connect" className={buttonClasses({ variant: 'primary' })}>
              {t('noCouple.connect')}
            </Link>
          </EmptyState>
        ) : (
          <Alert type="error" title={t('loadFailed')}>
            <p>{t('loadFailedHint')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => today.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )
      ) : (
        <>
          <QuestionTodayCard today={today.data} />
          <QuestionHistory partnerName={today.data.partnerName ?? t('partnerFallback')} />
        </>
      )}
    </div>
  );
}
