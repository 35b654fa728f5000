import { useTranslation } from 'react-i18next';
import { Check, History, Lock, Moon, Pencil, Repeat, Trash2, type LucideIcon } from 'lucide-react';
import { type Reminder, isUrgent, reminderColor, reminderStatus } from '@doita/shared';
import { cn } from '@/lib/cn';
import {
  COLOR_CLASSES,
  TYPE_ICONS,
  lunarWording,
  relativeWording,
  repeatWording,
  whenWording,
} from './reminder-wording';
import { SnoozeMenu } from './snooze-menu';
import { authorName } from '@/lib/author-name';
import { Tooltip } from '@/components/ui/tooltip';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50';

export interface ReminderItemProps {
  reminder: Reminder;
  now: Date;
  timeZone: string;
  onToggle: (reminder: Reminder) => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  onSnooze: (reminder: Reminder, until: Date | 'custom') => void;
  /** a repeating reminder's past occurrences */
  onHistory?: (reminder: Reminder) => void;
}

/** One reminder: its colour and type icon, when (and how long until), and its actions. */
export function ReminderItem({
  reminder,
  now,
  timeZone,
  onToggle,
  onEdit,
  onDelete,
  onSnooze,
  onHistory,
}: ReminderItemProps) {
  const { t, i18n } = useTranslation('reminders');
  const status = reminderStatus(reminder, now, timeZone);
  const color = COLOR_CLASSES[reminderColor(status)];
  const Icon = TYPE_ICONS[reminder.type];
  const urgent = isUrgent(reminder, now);
  const toggleLabel = t(reminder.isCompleted ? 'item.incomplete' : 'item.complete', {
    title: reminder.title,
  });
  return (
    <li
      className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 overflow-hidden rounded-2xl border border-border bg-surface p-3 ps-4 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:p-4 sm:ps-5"
      data-testid="reminder-item"
      data-status={status}
    >
      <span className={cn('absolute inset-y-0 start-0 w-1.5', color.bar)} aria-hidden="true" />
      <Tooltip label={toggleLabel}>
        <button
          type="button"
          role="checkbox"
          aria-checked={reminder.isCompleted}
          aria-label={toggleLabel}
          onClick={() => onToggle(reminder)}
          className={cn(
            'mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
            reminder.isCompleted
              ? 'border-success bg-success text-white'
              : 'border-border-strong hover:border-success',
          )}
        >
          {reminder.isCompleted && <Check className="size-5" aria-hidden="true" />}
        </button>
      </Tooltip>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-lg',
              color.icon,
            )}
            title={t(`types.${reminder.type}`)}
          >
            <Icon className="size-4" aria-hidden="true" />
            <span className="sr-only">{t(`types.${reminder.type}`)}</span>
          </span>
          <h3
            className={cn(
              'min-w-0 font-semibold break-words',
              reminder.isCompleted && 'text-muted line-through',
            )}
          >
            {reminder.title}
          </h3>
          {reminder.isPrivate && (
            <Tooltip label={t('item.private')}>
              <span
                className="inline-flex size-6 items-center justify-center rounded-md bg-surface-2 text-muted"
                data-testid="reminder-private"
              >
                <Lock className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('item.private')}</span>
              </span>
            </Tooltip>
          )}
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', color.chip)}>
            {t(`status.${status}`)}
          </span>
          {urgent && (
            <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-danger-fg">
              {t('item.urgent')}
            </span>
          )}
        </div>
        <p className="text-sm text-fg/90">
          <time dateTime={reminder.datetime}>{whenWording(t, reminder, timeZone)}</time>
          <span className="text-muted">
            {' '}
            · {relativeWording(new Date(reminder.datetime), now, i18n.language, timeZone)}
          </span>
        </p>
        <ReminderFacts reminder={reminder} />
        {reminder.description && (
          <p className="line-clamp-2 text-sm break-words text-muted">{reminder.description}</p>
        )}
      </div>
      <div
        className="col-start-2 -mb-1 flex justify-end gap-1 sm:col-start-3 sm:row-start-1 sm:mb-0 sm:items-start"
        role="group"
        aria-label={t('item.actions', { title: reminder.title })}
      >
        {!reminder.isCompleted && (
          <SnoozeMenu title={reminder.title} onPick={(until) => onSnooze(reminder, until)} />
        )}
        {reminder.isRecurring && onHistory && (
          <ItemAction
            label={`${t('item.history')}: ${reminder.title}`}
            icon={History}
            onClick={() => onHistory(reminder)}
          />
        )}
        <ItemAction
          label={`${t('item.edit')}: ${reminder.title}`}
          icon={Pencil}
          onClick={() => onEdit(reminder)}
        />
        <ItemAction
          label={`${t('item.delete')}: ${reminder.title}`}
          icon={Trash2}
          danger
          onClick={() => onDelete(reminder)}
        />
      </div>
    </li>
  );
}

/** How it repeats, its lunar date, snoozed, how early it rings, and who wrote it. */
function ReminderFacts({ reminder }: { reminder: Reminder }) {
  const { t } = useTranslation('reminders');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      {reminder.isRecurring && (
        <span className="inline-flex items-center gap-1">
          <Repeat className="size-3.5" aria-hidden="true" />
          {repeatWording(t, reminder)}
        </span>
      )}
      {reminder.lunarDate && (
        <span className="inline-flex items-center gap-1">
          <Moon className="size-3.5" aria-hidden="true" />
          {lunarWording(t, reminder.lunarDate)}
        </span>
      )}
      {reminder.isSnoozed && !reminder.isCompleted && <span>{t('item.snoozed')}</span>}
      {reminder.leadDays > 0 && <span>{t(`lead.${reminder.leadDays}`)}</span>}
      <span>{t('item.by', { name: authorName(reminder.author) })}</span>
    </div>
  );
}

/** One of the item's icon buttons, named (and shown on hover) by its label. */
function ItemAction({
  label,
  icon: Icon,
  danger = false,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className={cn(iconButton, danger && 'hover:text-danger')}
        aria-label={label}
        onClick={onClick}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
