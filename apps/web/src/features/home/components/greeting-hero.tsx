import { useTranslation } from 'react-i18next';
import { greetingPeriod } from '@doita/shared';
import { formatLongDate } from '@/lib/format';

/** The greeting by hour in the user's time zone, with the display name. */
export function GreetingHero({
  name,
  timeZone,
  now,
}: {
  name: string;
  timeZone: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation('home');
  const period = greetingPeriod(now, timeZone);
  return (
    <section
      aria-labelledby="greeting-title"
      className="relative overflow-hidden rounded-[2rem] border border-border bg-(image:--hero) px-6 py-8 sm:px-10 sm:py-12"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {t('today', { date: formatLongDate(now, i18n.language, timeZone) })}
      </p>
      <h1
        id="greeting-title"
        className="mt-2 font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl"
      >
        {t(`greeting.${period}`, { name })}
      </h1>
      <p className="mt-3 max-w-xl text-lg text-muted">{t(`greetingSubtitle.${period}`)}</p>
    </section>
  );
}
