import { Bell, Cake, Heart, Wine, type LucideIcon } from 'lucide-react';
import type { ReminderType } from '@doita/shared';

/** One icon per reminder type (spec section 4), wherever a reminder is shown. */
export const REMINDER_TYPE_ICONS: Record<ReminderType, LucideIcon> = {
  anniversary: Heart,
  birthday: Cake,
  date: Wine,
  custom: Bell,
};
