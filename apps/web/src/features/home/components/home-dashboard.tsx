import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, isValidTimeZone, type User } from '@doita/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { useDashboard, useInvalidateDashboard } from '../api/get-dashboard';
import { CoupleCard } from './couple-card';
import { DashboardError } from './dashboard-error';
import { DashboardPanel } from './dashboard-panel';
import { ExploreGrid } from './explore-grid';
import { GreetingHero } from './greeting-hero';
import { MilestoneLine } from './milestone-line';
import { OnThisDay } from './on-this-day';
import { QuickActions } from './quick-actions';
import { QuoteCard } from './quote-card';
import { RecentActivity } from './recent-activity';
import { StatCards, StatCardsSkeleton } from './stat-cards';
import { UpcomingReminders } from './upcoming-reminders';
import { VerifyEmailNotice } from './verify-email-notice';

/**
 * What the quick actions open: the memory and reminder forms belong to their features, so
 * the route passes them in; `onSaved` runs after a successful save.
 */
export interface DashboardActions {
  createMemory: (onSaved: () => void) => void;
  createReminder: (onSaved: () => void) => void;
}

/**
 * The home page for a signed-in user (docs/product-rules.md, Home). Connected: the couple time display
 * (passed by the route, from the couple feature), the next milestone, stat cards, recent
 * activity, upcoming reminders, on this day and quick actions, all from one GET /dashboard.
 * Not connected: the invitations waiting (to me, or mine), the quote and the invitation card.
 */
export function HomeDashboard({
  user,
  connected,
  coupleDisplay,
  coupleDisplayPending = false,
  invitations,
  together,
  pinned,
  actions,
}: {
  user: User;
  connected: boolean;
  coupleDisplay?: (now: Date) => ReactNode;
  /**
   * The couple display is on its way (the connection is being fetched): its place is kept
   * and the parts below wait, so they are not pushed down when it comes (a layout shift of
   * the whole page on a phone).
   */
  coupleDisplayPending?: boolean;
  /** not connected: the invitations to me and the one I sent (the couple feature's) */
  invitations?: ReactNode;
  /** connected: the day's rituals (today's question, check-ins, letters, the list) */
  together?: ReactNode;
  /** connected: the love notes waiting for me, pinned at the top until opened */
  pinned?: ReactNode;
  actions: DashboardActions;
}) {
  const { t } = useTranslation('home');
  // re-read every minute so morning turns into afternoon
  const now = useNow(60_000);
  const zone = user.preferences?.timeZone;
  const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const dashboard = useDashboard();
  const invalidate = useInvalidateDashboard();
  const createMemory = () => actions.createMemory(() => void invalidate());
  const createReminder = () => actions.createReminder(() => void invalidate());
  const data = dashboard.data;
  const loading = dashboard.isPending;

  if (!connected) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8 lg:px-8">
        <GreetingHero name={user.displayName} timeZone={timeZone} now={now} />
        {!user.isEmailVerified && <VerifyEmailNotice email={user.email} />}
        {invitations}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.4fr_1fr]">
          <QuoteCard timeZone={timeZone} now={now} />
          <CoupleCard coupleStatus={user.coupleStatus} />
        </div>
        {/* a private memory of an earlier year still comes back on its day */}
        {data && data.onThisDay.length > 0 && <OnThisDay memories={data.onThisDay} />}
        <ExploreGrid />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8 lg:px-8">
      <GreetingHero name={user.displayName} timeZone={timeZone} now={now} />
      {!user.isEmailVerified && <VerifyEmailNotice email={user.email} />}
      {pinned}
      {/* the page's largest paint */}
      {coupleDisplay?.(now)}
      {!coupleDisplay && coupleDisplayPending && (
        <Skeleton className="h-[36rem] w-full rounded-[2rem] sm:h-[30rem] lg:h-80" />
      )}
      {!(coupleDisplayPending && !coupleDisplay) && (
        <>
          {/* Below the couple's display on a phone: laid out and painted when it comes near
              the view (`content-visibility`), not in the first screen's frame. */}
          <div
            aria-busy={loading}
            className="flex flex-col gap-6 [content-visibility:auto] [contain-intrinsic-size:auto_150rem] lg:[contain-intrinsic-size:auto_60rem]"
          >
            {loading && (
              <p role="status" className="sr-only">
                {t('dashboard.loading')}
              </p>
            )}
            {dashboard.isError ? (
              <DashboardError
                onRetry={() => void dashboard.refetch()}
                retrying={dashboard.isFetching}
              />
            ) : (
              <>
                {loading && !coupleDisplay ? (
                  <Skeleton className="h-20 w-full rounded-2xl" />
                ) : (
                  data?.couple &&
                  // the couple display already counts down to it: the line stands alone when that
                  // display is not there yet, and on the day itself, to celebrate
                  (!coupleDisplay || data.couple.nextMilestone.daysUntil <= 0) && (
                    <MilestoneLine milestone={data.couple.nextMilestone} />
                  )
                )}
                {data ? <StatCards counts={data.counts} /> : <StatCardsSkeleton />}
                {together}
                {/* below the first screen: drawn once it is painted, its place kept */}
                <BelowFirstScreen fallback={<div className="h-[60rem] lg:h-[36rem]" />}>
                  <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                    <RecentActivity
                      items={data?.recentActivity}
                      timeZone={timeZone}
                      onCreateMemory={createMemory}
                    />
                    <UpcomingReminders
                      reminders={data?.upcoming}
                      nextReminder={data?.nextReminder}
                      activeReminders={data?.counts.activeReminders}
                      occasions={data?.occasions}
                      currentUserId={user?.id}
                      timeZone={timeZone}
                      onCreateReminder={createReminder}
                    />
                  </div>
                  {data ? (
                    <OnThisDay memories={data.onThisDay} />
                  ) : (
                    <DashboardPanel id="on-this-day-title" title={t('onThisDay.title')}>
                      <Skeleton className="h-40 w-full sm:w-1/2 lg:w-1/3" />
                    </DashboardPanel>
                  )}
                </BelowFirstScreen>
              </>
            )}
          </div>
          <BelowFirstScreen fallback={<div className="h-[28rem]" />}>
            <div className="grid grid-cols-1 gap-6 [content-visibility:auto] [contain-intrinsic-size:auto_28rem] lg:grid-cols-[1.4fr_1fr]">
              <QuoteCard timeZone={timeZone} now={now} />
              <QuickActions onCreateMemory={createMemory} onCreateReminder={createReminder} />
            </div>
          </BelowFirstScreen>
        </>
      )}
    </div>
  );
}
