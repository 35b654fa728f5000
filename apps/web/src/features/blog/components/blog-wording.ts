import {
  Coffee,
  Globe,
  Heart,
  HeartHandshake,
  Lock,
  MessageCircleHeart,
  Plane,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import type { BlogCategory, BlogPrivacy } from '@doita/shared';
import { formatShownDate } from '@/lib/format';

export const CATEGORY_ICONS: Record<BlogCategory, LucideIcon> = {
  love: Heart,
  life: Coffee,
  travel: Plane,
  food: UtensilsCrossed,
  memories: Sparkles,
  thoughts: MessageCircleHeart,
};

export const PRIVACY_ICONS: Record<BlogPrivacy, LucideIcon> = {
  private: Lock,
  couple: HeartHandshake,
  public: Globe,
};

/** "24/11/2026" / "24 Nov 2026": a post's date in the reader's language and time zone. */
export function formatPostDate(iso: string, locale: string, timeZone?: string): string {
  return formatShownDate(iso, { locale, timeZone });
}
