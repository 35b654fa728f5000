import {
  Hand,
  HandHeart,
  Heart,
  Hourglass,
  Leaf,
  PartyPopper,
  Smile,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { MemoryMood } from '@doita/shared';
import { cn } from '@/lib/cn';

/**
 * One icon per mood, the same on a memory and a check-in (no emoji: they depend on the
 * device's fonts, and a computer without a colour emoji font shows empty boxes).
 */
export const MOOD_ICONS: Record<MemoryMood, LucideIcon> = {
  happy: Smile,
  love: Heart,
  excited: PartyPopper,
  romantic: Sparkles,
  nostalgic: Hourglass,
  grateful: HandHeart,
  peaceful: Leaf,
};

export function MoodIcon({ mood, className }: { mood: MemoryMood; className?: string }) {
  const Icon = MOOD_ICONS[mood] ?? Hand;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}
