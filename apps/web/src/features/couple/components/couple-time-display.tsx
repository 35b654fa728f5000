import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarHeart, Flag, Heart } from 'lucide-react';
import { type Couple, type User, partnerOf, quoteOfTheDayIndex } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { milestoneWording } from '@/lib/milestone-wording';
import { coupleTime } from '../hooks/couple-time';
import { timeZoneOf } from '../hooks/use-viewer';
import { durationWording, formatLocalDate, relativeWording } from './couple-wording';

/**
 * The dashboard's couple time display: both names, total days together,
 * years/months/days, next anniversary, next milestone and a quote.
 */
export function CoupleTimeDisplay({
  couple,
  user,
  now,
}: {
  couple: Couple;
  user: User;
  now: Date;
}) {
  const { t } = useTranslation('couple');
  const timeZone = timeZoneOf(user);
  const partner = partnerOf(couple, user.id);
  const time = coupleTime(couple, now, timeZone);
  if (!time) return null;
  const { milestone, anniversary } = time;
  const quoteIndex = quoteOfTheDayIndex(now, timeZone);

  return (
    <section
      aria-labelledby="couple-time-title"
      data-testid="couple-time-display"
      className="relative overflow-hidden rounded-[2rem] border border-primary/30 bg-primary-soft/60 p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-4">
          <div className="flex items-center">
            <Avatar name={user.displayName} src={user.avatarUrl} size={12} />
            <span className="z-10 -mx-2 flex size-8 items-center justify-center rounded-full bg-surface text-primary ring-2 ring-surface">
              <Heart className="size-4" fill="currentColor" aria-hidden="true" />
            </span>
            <Avatar name={partner.displayName} src={partner.avatarUrl} size={12} />
          </div>
          <h2 id="couple-time-title" className="font-display text-2xl font-semibold text-balance">
            {t('time.title', { me: user.displayName, partner: partner.displayName })}
          </h2>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span
              className="font-display text-5xl font-semibold text-primary sm:text-6xl"
              data-testid="couple-days"
            >
              {time.daysTogether}
            </span>
            <span className="text-lg font-semibold">
              {t('time.daysLabel', { count: time.daysTogether })}
            </span>
          </p>
          <p className="text-muted">{durationWording(t, time.split)}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:w-[26rem] lg:grid-cols-1">
          <li className="flex items-start gap-3 rounded-2xl bg-surface p-4">
            <CalendarHeart className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold text-muted">{t('connected.nextAnniversary')}</p>
              <p className="font-semibold">
                {t('time.nextAnniversary', { years: anniversary.years })}:{' '}
                {relativeWording(t, anniversary.daysUntil)}
              </p>
              <p className="text-sm text-muted">{formatLocalDate(anniversary.date)}</p>
            </div>
          </li>
          <li className="flex items-start gap-3 rounded-2xl bg-surface p-4">
            <Flag className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold text-muted">{t('time.nextMilestone')}</p>
              <p className="font-semibold" data-testid="next-milestone">
                {milestoneWording(t, {
                  kind: milestone.kind,
                  n: milestone.kind === 'days' ? milestone.days : milestone.years,
                  daysUntil: milestone.daysUntil,
                })}
              </p>
              <p className="text-sm text-muted">{formatLocalDate(milestone.date)}</p>
            </div>
          </li>
        </ul>
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-primary/20 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-display text-lg text-pretty italic">
          “{t(`time.quotes.${quoteIndex}`)}”
        </p>
        <Link
          to="/couple/connect"
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          {t('time.seeConnection')}
        </Link>
      </div>
    </section>
  );
}
