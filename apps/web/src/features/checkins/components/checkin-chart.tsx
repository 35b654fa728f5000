import { useTranslation } from 'react-i18next';
import { CHECKIN_MOOD_LEVEL, checkinWindow, type Checkin, type CheckinsView } from '@doita/shared';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';

const LEVELS = Math.max(...Object.values(CHECKIN_MOOD_LEVEL));

/** A bar's height: the mood's level on the scale, a stub for a day without a check-in. */
const heightOf = (checkin: Checkin | undefined) =>
  checkin ? `${Math.round((CHECKIN_MOOD_LEVEL[checkin.mood] / LEVELS) * 100)}%` : '3%';

/**
 * The span's days side by side, two bars a day (mine and my partner's), drawn with CSS so
 * it needs no chart library; the same days as a table for screen readers. Laid on my
 * calendar: a check-in counts on its writer's own day.
 */
export function CheckinChart({ view, days }: { view: CheckinsView; days: number }) {
  const { t, i18n } = useTranslation(['checkins', 'memories']);
  const span = checkinWindow(view.today, days);
  const mine = new Map(view.checkins.filter((c) => c.mine).map((c) => [c.day, c]));
  const theirs = new Map(view.checkins.filter((c) => !c.mine).map((c) => [c.day, c]));
  const partnerName = view.partner?.name;
  const moodOf = (checkin: Checkin | undefined) =>
    checkin
      ? `${t(`memories:moods.${checkin.mood}`)}${checkin.note ? `: ${checkin.note}` : ''}`
      : t('chart.none');

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {partnerName ? t('chart.description', { name: partnerName }) : t('chart.descriptionAlone')}
      </p>
      <div className="flex items-center gap-4 text-sm" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" />
          {t('chart.me')}
        </span>
        {partnerName && (
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-info" />
            {partnerName}
          </span>
        )}
      </div>
      <div
        className="flex h-36 items-end gap-px border-b border-border sm:gap-1"
        aria-hidden="true"
        data-testid="checkin-chart"
      >
        {span.map((day) => {
          const a = mine.get(day);
          const b = theirs.get(day);
          const label = `${formatDay(day, i18n.language)}: ${a ? t(`memories:moods.${a.mood}`) : '·'}${b ? ` · ${t(`memories:moods.${b.mood}`)}` : ''}`;
          return (
            <div key={day} title={label} className="flex h-full min-w-0 flex-1 items-end gap-px">
              <div
                className={cn('flex-1 rounded-t-sm', a ? 'bg-primary' : 'bg-border')}
                style={{ height: heightOf(a) }}
              />
              {partnerName && (
                <div
                  className={cn('flex-1 rounded-t-sm', b ? 'bg-info' : 'bg-border')}
                  style={{ height: heightOf(b) }}
                />
              )}
            </div>
          );
        })}
      </div>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{span[0] ? formatDay(span[0], i18n.language) : ''}</span>
        <span>{formatDay(view.today, i18n.language)}</span>
      </div>
      {/* the table inside a hidden box: a table keeps its own width, and on a phone a
          hidden one as wide as its words widened the page */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.me')}</th>
              {partnerName && <th scope="col">{partnerName}</th>}
            </tr>
          </thead>
          <tbody>
            {span.map((day) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, i18n.language)}</th>
                <td>{moodOf(mine.get(day))}</td>
                {partnerName && <td>{moodOf(theirs.get(day))}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
