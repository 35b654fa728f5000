import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKIN_LIMITS, type CheckinsView } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckins } from '../api/checkins';
import { CheckinChart } from './checkin-chart';
import { CheckinForm } from './checkin-form';
import { CheckinLine } from './checkin-line';

/** /together/checkins: my mood today (set or change it), my partner's, and 30 days of both. */
export function CheckinsPage({ userId }: { userId: string }) {
  const { t } = useTranslation('checkins');
  const days = CHECKIN_LIMITS.daysDefault;
  const checkins = useCheckins(days);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted">{t('pageSubtitle')}</p>
      </header>
      {checkins.isPending ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-56 md:col-span-2" />
        </div>
      ) : checkins.isError ? (
        <Alert type="error" title={t('loadFailed')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => checkins.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <CheckinsContent view={checkins.data} userId={userId} days={days} />
      )}
    </div>
  );
}

function CheckinsContent({
  view,
  userId,
  days,
}: {
  view: CheckinsView;
  userId: string;
  days: number;
}) {
  const { t } = useTranslation('checkins');
  const mine = view.myToday;
  // Changing today's check-in: the form stays until it is saved (today's check-in is then
  // another one, shown at once) or left.
  const [editingFrom, setEditingFrom] = useState<string | null>(null);
  const editing = editingFrom !== null && editingFrom === mine?.updatedAt;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">{t('mine.title')}</h2>
        {mine && !editing ? (
          <div className="flex flex-wrap items-start justify-between gap-3">
            <CheckinLine checkin={mine} />
            <Button variant="outline" size="sm" onClick={() => setEditingFrom(mine.updatedAt)}>
              {t('mine.change')}
            </Button>
          </div>
        ) : (
          <CheckinForm
            userId={userId}
            current={mine}
            onCancel={mine ? () => setEditingFrom(null) : undefined}
          />
        )}
      </Card>
      <Card className="flex flex-col gap-4">
        {view.partner ? (
          <>
            <h2 className="font-display text-xl font-semibold">
              {t('partner.title', { name: view.partner.name })}
            </h2>
            {view.partnerToday ? (
              <CheckinLine checkin={view.partnerToday} />
            ) : (
              <p className="text-pretty text-muted">
                {t('partner.notYet', { name: view.partner.name })}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-pretty text-muted">{t('partner.alone')}</p>
            <Link to="/couple/connect" className={buttonClasses({ variant: 'outline' })}>
              {t('partner.connect')}
            </Link>
          </>
        )}
      </Card>
      <Card className="flex flex-col gap-4 md:col-span-2">
        <h2 className="font-display text-xl font-semibold">{t('chart.title')}</h2>
        {view.checkins.length === 0 ? (
          <p className="text-muted">{t('chart.empty')}</p>
        ) : (
          <CheckinChart view={view} days={days} />
        )}
      </Card>
    </div>
  );
}
