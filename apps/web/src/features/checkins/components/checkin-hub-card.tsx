import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, SmilePlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useCheckins } from '../api/checkins';
import { CheckinForm } from './checkin-form';
import { MoodIcon } from '@/components/ui/mood-icon';

/**
 * The hub's and the dashboard's check-in: my mood today in one tap (again: it changes) and
 * my partner's today, with the way to the page of both over 30 days.
 */
export function CheckinHubCard() {
  const { t } = useTranslation(['checkins', 'memories']);
  const user = useCurrentUser();
  const checkins = useCheckins();
  const view = checkins.data;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="checkin-hub-title">
      <h2
        id="checkin-hub-title"
        className="flex items-center gap-2 font-display text-xl font-semibold"
      >
        <SmilePlus className="size-5 text-primary" aria-hidden="true" />
        {t('hub.title')}
      </h2>
      {checkins.isPending || !user ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20" />
        </div>
      ) : checkins.isError ? (
        <Alert type="error" title={t('loadFailed')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => checkins.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <p className="flex items-start gap-2 text-pretty">
            {view?.partnerToday && (
              <MoodIcon
                mood={view.partnerToday.mood}
                className="mt-1 size-5 shrink-0 text-primary"
              />
            )}
            <span>
              {!view?.partner
                ? t('hub.noPartner')
                : view.partnerToday
                  ? `${t('hub.partnerToday', {
                      name: view.partner.name,
                      mood: t(`memories:moods.${view.partnerToday.mood}`),
                    })}${view.partnerToday.note ? ` · ${view.partnerToday.note}` : ''}`
                  : t('hub.partnerNotYet', { name: view.partner.name })}
            </span>
          </p>
          <CheckinForm userId={user.id} current={view?.myToday ?? null} quick />
        </>
      )}
      <Link
        to="/together/checkins"
        className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('hub.openPage')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
