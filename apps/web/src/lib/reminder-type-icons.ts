import {
  Bell,
  Cake,
  Heart,
  HeartHandshake,
  PartyPopper,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import type { ReminderOccasion, ReminderType } from '@doita/shared';

/** One icon per reminder type, wherever a reminder is shown. */
export const REMINDER_TYPE_ICONS: Record<ReminderType, LucideIcon> = {
  anniversary: Heart,
  birthday: Cake,
  date: Wine,
  custom: Bell,
};

/** The dates the app knows (anniversary, birthdays) wear their own icons: nobody wrote them. */
export const OCCASION_ICONS: Record<ReminderOccasion['kind'], LucideIcon> = {
  anniversary: HeartHandshake,
  birthday: PartyPopper,
};
