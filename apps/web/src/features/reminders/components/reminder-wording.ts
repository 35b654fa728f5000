import type { TFunction } from 'i18next';
import {
  DEFAULT_TIME_ZONE,
  type Reminder,
  type ReminderColor,
  isValidTimeZone,
  relativeTimeParts,
} from '@doita/shared';
import { intlLocale } from '@/lib/i18n';
import { relativeTimeFormat } from '@/lib/intl-formatters';
import { REMINDER_TYPE_ICONS } from '@/lib/reminder-type-icons';
import { formatShownDate } from '@/lib/format';

export const TYPE_ICONS = REMINDER_TYPE_ICONS;

/** A reminder's colours, as the theme's tokens: done green, past red, today orange, else blue. */
export const COLOR_CLASSES: Record<ReminderColor, { bar: string; chip: string; icon: string }> = {
  green: {
    bar: 'bg-success',
    chip: 'bg-success/15 text-success',
    icon: 'bg-success/15 text-success',
  },
  red: { bar: 'bg-danger', chip: 'bg-danger-soft text-danger', icon: 'bg-danger-soft text-danger' },
  orange: {
    bar: 'bg-warning',
    chip: 'bg-warning/15 text-warning',
    icon: 'bg-warning/15 text-warning',
  },
  blue: { bar: 'bg-info', chip: 'bg-info/15 text-info', icon: 'bg-info/15 text-info' },
};

/** The viewer's zone: their preference, else Asia/Ho_Chi_Minh. */
export function zoneOrDefault(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** "in 3 days", "2 hours ago", in the interface language. */
export function relativeWording(
  target: Date,
  now: Date,
  language: string,
  timeZone: string,
): string {
  const { value, unit } = relativeTimeParts(target, now, timeZone);
  return relativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(value, unit);
}

/** "14/02/2027 lúc 19:30", in the viewer's zone. */
export function whenWording(
  t: TFunction,
  reminder: Pick<Reminder, 'datetime' | 'reminderTime'>,
  timeZone: string,
): string {
  return t('reminders:item.when', {
    date: formatShownDate(reminder.datetime, { timeZone }),
    time: reminder.reminderTime,
  });
}

export function repeatWording(
  t: TFunction,
  reminder: Pick<Reminder, 'recurringType' | 'calendar'>,
): string {
  if (reminder.calendar === 'lunar' && reminder.recurringType === 'monthly')
    return t('reminders:repeat.lunarMonthly');
  if (reminder.calendar === 'lunar' && reminder.recurringType === 'yearly')
    return t('reminders:repeat.lunarYearly');
  return t(`reminders:repeat.${reminder.recurringType}`);
}

export function lunarWording(t: TFunction, lunar: NonNullable<Reminder['lunarDate']>): string {
  return t('reminders:item.lunar', {
    day: lunar.day,
    month: lunar.month,
    leap: lunar.isLeapMonth ? t('reminders:item.leap') : '',
  });
}
