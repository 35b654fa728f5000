import { useTranslation } from 'react-i18next';
import type { ReminderOccasion } from '@doita/shared';
import { formatShownDate } from '@/lib/format';
import { OCCASION_ICONS } from '@/lib/reminder-type-icons';
import { cn } from '@/lib/cn';

/**
 * The anniversary or a birthday among upcoming reminders: computed by the app,
 * so it has its own icon and no actions (nothing to edit, complete or delete).
 */
export function OccasionLine({
  occasion,
  currentUserId,
  className,
}: {
  occasion: ReminderOccasion;
  currentUserId: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('reminders');
  const Icon = OCCASION_ICONS[occasion.kind];
  const title =
    occasion.kind === 'anniversary'
      ? t('occasion.anniversary', { count: occasion.years })
      : occasion.userId === currentUserId
        ? t('occasion.myBirthday')
        : t('occasion.birthday', { name: occasion.name });
  const when =
    occasion.daysUntil === 0
      ? t('occasion.today')
      : occasion.daysUntil === 1
        ? t('occasion.tomorrow')
        : t('occasion.inDays', { count: occasion.daysUntil });
  return (
    <li
      className={cn('flex items-center gap-2 py-1 text-sm', className)}
      data-testid="occasion"
      data-kind={occasion.kind}
    >
      <Icon
        className={cn('size-4 shrink-0', occasion.daysUntil === 0 ? 'text-primary' : 'text-accent')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1 truncate">
        {title}
        <span className="sr-only"> · {t('occasion.auto')}</span>
      </span>
      <time
        dateTime={occasion.date}
        className={cn(
          'shrink-0 text-xs',
          occasion.daysUntil === 0 ? 'font-semibold text-primary' : 'text-muted',
        )}
        title={formatShownDate(occasion.date)}
      >
        {when}
      </time>
    </li>
  );
}
