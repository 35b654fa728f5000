import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, MessageCircleHeart } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isNoCouple, useTodayQuestion } from '../api/questions';
import { StreakBadge } from './question-today';
import { questionStateOf, questionText } from './question-words';

/**
 * The hub's and the dashboard's daily question: today's question, where it stands (answer
 * it, waiting for the partner, see both) and the way to the page.
 */
export function QuestionHubCard() {
  const { t, i18n } = useTranslation('questions');
  const today = useTodayQuestion();
  const view = today.data;
  const state = view ? questionStateOf(view) : null;
  const partner = view?.partnerName ?? t('partnerFallback');

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="question-hub-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="question-hub-title"
          className="flex items-center gap-2 font-display text-xl font-semibold"
        >
          <MessageCircleHeart className="size-5 text-primary" aria-hidden="true" />
          {t('hub.title')}
        </h2>
        {view && <StreakBadge streak={view.streak} />}
      </div>
      {today.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-6 w-5/6" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : today.isError ? (
        isNoCouple(today.error) ? (
          <p className="text-pretty text-muted">{t('hub.noCouple')}</p>
        ) : (
          <Alert type="error" title={t('loadFailed')}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => today.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )
      ) : view && state ? (
        <>
          <p
            className="text-lg font-semibold text-pretty"
            lang={i18n.language.startsWith('en') ? 'en' : 'vi'}
          >
            {questionText(view.question, i18n.language)}
          </p>
          <p className="text-pretty text-muted" aria-live="polite">
            {t(`hub.state.${state}`, { name: partner })}
          </p>
        </>
      ) : null}
      <Link
        to={isNoCouple(today.error) ? '/couple/connect' : '/together/question'}
        className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
      >
        {isNoCouple(today.error) ? t('noCouple.connect') : t(`hub.action.${state ?? 'unanswered'}`)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
