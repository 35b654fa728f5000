import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, ListTodo, Plus } from 'lucide-react';
import { DEFAULT_TIME_ZONE, checkinDayOf, pickHubItem } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useListItems } from '../api/list';

const HUB_PAGE = 50;

/**
 * The hub's and the dashboard's item of our list: the open one with the nearest target
 * date, else one picked by the day (the same all day), with the way to the list; empty, an
 * invitation to add the first.
 */
export function ListHubCard() {
  const { t, i18n } = useTranslation('list');
  const user = useCurrentUser();
  const items = useListItems({ status: 'open' }, HUB_PAGE);
  const open = items.data?.pages[0]?.items ?? [];
  const today = checkinDayOf(new Date(), user?.preferences?.timeZone ?? DEFAULT_TIME_ZONE);
  const item = pickHubItem(open, today);
  const connected = user?.coupleStatus?.isConnected === true;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="list-hub-title">
      <h2
        id="list-hub-title"
        className="flex items-center gap-2 font-display text-xl font-semibold"
      >
        <ListTodo className="size-5 text-primary" aria-hidden="true" />
        {t('hub.title')}
      </h2>
      {items.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ) : items.isError ? (
        <Alert type="error" title={t('loadFailed')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => items.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : item ? (
        <div className="flex flex-col gap-1.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold break-words">{item.title}</span>
            <Badge>{t(`kinds.${item.kind}`)}</Badge>
          </p>
          {item.targetDate && (
            <p className="text-sm text-muted">
              {t('hub.target', { date: formatDay(item.targetDate, i18n.language) })}
            </p>
          )}
          {item.note && <p className="line-clamp-2 text-sm text-muted">{item.note}</p>}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold">{t('hub.emptyTitle')}</p>
          <p className="text-pretty text-muted">
            {connected ? t('hub.empty') : t('hub.noPartner')}
          </p>
          {connected && (
            <Link to="/together/list" className={buttonClasses({ size: 'sm' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('hub.addFirst')}
            </Link>
          )}
        </div>
      )}
      <Link
        to="/together/list"
        className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('hub.openList')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
