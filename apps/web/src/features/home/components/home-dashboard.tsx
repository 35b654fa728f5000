import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, isValidTimeZone, type User } from '@doita/shared';
import { CoupleCard } from './couple-card';
import { ExploreGrid } from './explore-grid';
import { GreetingHero } from './greeting-hero';
import { QuoteCard } from './quote-card';
import { VerifyEmailNotice } from './verify-email-notice';

/** The clock the greeting follows, re-read every minute so morning turns into afternoon. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * The home page for a signed-in user. When connected, the route passes the couple time
 * display (from the couple feature) which replaces the invitation card.
 */
export function HomeDashboard({
  user,
  coupleDisplay,
}: {
  user: User;
  coupleDisplay?: (now: Date) => ReactNode;
}) {
  const now = useNow();
  const zone = user.preferences?.timeZone;
  const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8 lg:px-8">
      <GreetingHero name={user.displayName} timeZone={timeZone} now={now} />
      {!user.isEmailVerified && <VerifyEmailNotice email={user.email} />}
      {coupleDisplay ? (
        <>
          {coupleDisplay(now)}
          <QuoteCard timeZone={timeZone} now={now} />
        </>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <QuoteCard timeZone={timeZone} now={now} />
          <CoupleCard coupleStatus={user.coupleStatus} />
        </div>
      )}
      <ExploreGrid />
    </div>
  );
}
