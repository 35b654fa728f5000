import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flame, Lock, Shuffle } from 'lucide-react';
import type { QuestionAnswer, QuestionToday } from '@doita/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatShownDate } from '@/lib/format';
import { useSkipQuestion } from '../api/questions';
import { AnswerForm } from './answer-form';
import { questionStateOf, questionText } from './question-words';

/** Today's question, where it stands, my answer (and the partner's once both answered). */
export function QuestionTodayCard({ today }: { today: QuestionToday }) {
  const { t, i18n } = useTranslation('questions');
  const [changing, setChanging] = useState(false);
  const skip = useSkipQuestion();
  const state = questionStateOf(today);
  const partner = today.partnerName ?? t('partnerFallback');

  return (
    <Card className="flex flex-col gap-5" aria-labelledby="question-today-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t(`kinds.${today.question.kind}`)}</Badge>
          <span className="text-sm text-muted">{formatShownDate(today.day)}</span>
        </div>
        <StreakBadge streak={today.streak} />
      </div>
      <h2
        id="question-today-title"
        className="font-display text-2xl font-semibold text-balance sm:text-3xl"
        lang={i18n.language.startsWith('en') ? 'en' : 'vi'}
      >
        {questionText(today.question, i18n.language)}
      </h2>

      <div aria-live="polite" className="flex flex-col gap-4">
        {state === 'revealed' ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <AnswerBox who={t('you')} answer={today.myAnswer} empty={t('noAnswer')} />
            <AnswerBox who={partner} answer={today.partnerAnswer} empty={t('noAnswer')} />
          </div>
        ) : state === 'waiting' && !changing ? (
          <>
            <AnswerBox who={t('you')} answer={today.myAnswer} empty={t('noAnswer')} />
            <p className="flex items-center gap-2 text-pretty text-muted">
              <Lock className="size-4 shrink-0" aria-hidden="true" />
              {t('state.waiting', { name: partner })}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setChanging(true)}
            >
              {t('answer.change')}
            </Button>
          </>
        ) : (
          <>
            {state === 'partnerAnswered' && (
              <p className="flex items-center gap-2 font-semibold text-pretty">
                <Lock className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {t('state.partnerAnswered', { name: partner })}
              </p>
            )}
            <AnswerForm
              key={today.question.id}
              today={today}
              onDone={changing ? () => setChanging(false) : undefined}
            />
          </>
        )}
      </div>

      {today.canSkip && (
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button
            variant="ghost"
            size="sm"
            icon={<Shuffle className="size-4" aria-hidden="true" />}
            loading={skip.isPending}
            onClick={() => skip.mutate()}
          >
            {t('skip.button')}
          </Button>
          <span className="text-sm text-muted">{t('skip.hint')}</span>
        </div>
      )}
    </Card>
  );
}

/** Consecutive days both answered. */
export function StreakBadge({ streak }: { streak: number }) {
  const { t } = useTranslation('questions');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-0.5 text-sm font-semibold">
      <Flame className="size-4 text-primary" aria-hidden="true" />
      {streak > 0 ? t('streak.days', { count: streak }) : t('streak.none')}
    </span>
  );
}

function AnswerBox({
  who,
  answer,
  empty,
}: {
  who: string;
  answer: QuestionAnswer | null;
  empty: string;
}) {
  return (
    <figure className="flex flex-col gap-1 rounded-xl bg-surface-2 p-4">
      <figcaption className="text-sm font-semibold text-muted">{who}</figcaption>
      <blockquote className="whitespace-pre-line text-pretty break-words">
        {answer ? answer.text : <span className="text-muted">{empty}</span>}
      </blockquote>
    </figure>
  );
}
