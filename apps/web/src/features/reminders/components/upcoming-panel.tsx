import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { UPCOMING_DAYS, useUpcomingReminders } from '../api/get-reminders';
import { TYPE_ICONS, relativeWording } from './reminder-wording';
import { formatShownDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { OccasionLine } from './occasion-line';

/** The bell's "coming up" part: the next reminders of the 7-day window. */
export function UpcomingPanel({
  timeZone,
  onNavigate,
}: {
  timeZone: string;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation('reminders');
  const query = useUpcomingReminders(UPCOMING_DAYS, { enabled: true });
  const me = useCurrentUser()?.id;
  const list = query.data;
  if (!list) return null;
  const now = new Date();
  return (
    <div className="border-b border-border px-4 py-2" data-testid="upcoming-panel">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          {t('upcomingPanel.title')} · {list.pagination.totalReminders}
        </p>
        <Link to="/reminders" className="text-xs font-semibold text-primary" onClick={onNavigate}>
          {t('upcomingPanel.all')}
        </Link>
      </div>
      {list.occasions.length > 0 && (
        <ul className="mt-1 flex flex-col" aria-label={t('occasion.listLabel')}>
          {list.occasions.map((occasion) => (
            <OccasionLine key={occasion.id} occasion={occasion} currentUserId={me} />
          ))}
        </ul>
      )}
      {list.reminders.length === 0 ? (
        list.occasions.length === 0 && (
          <p className="py-1 text-xs text-muted">{t('upcomingPanel.none')}</p>
        )
      ) : (
        <ul className="mt-1 flex flex-col">
          {list.reminders.slice(0, 3).map((reminder) => {
            const Icon = TYPE_ICONS[reminder.type];
            return (
              <li key={reminder.id} className="flex items-center gap-2 py-1 text-sm">
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{reminder.title}</span>
                <span
                  className="shrink-0 text-xs text-muted"
                  title={formatShownDate(reminder.datetime, { timeZone })}
                >
                  {relativeWording(new Date(reminder.datetime), now, i18n.language, timeZone)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
