import { useTranslation } from 'react-i18next';
import { Tag } from 'lucide-react';
import type { MemoryMood, MemoryTag } from '@doita/shared';
import { MoodIcon } from '@/components/ui/mood-icon';
import { cn } from '@/lib/cn';

const chip =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function MoodChip({ mood, className }: { mood: MemoryMood; className?: string }) {
  const { t } = useTranslation('memories');
  return (
    <span className={cn(chip, 'bg-primary-soft text-fg', className)} data-testid="mood-chip">
      <MoodIcon mood={mood} className="size-3.5 text-primary" />
      {t(`moods.${mood}`)}
    </span>
  );
}

export function TagChip({ tag, className }: { tag: MemoryTag; className?: string }) {
  const { t } = useTranslation('memories');
  return (
    <span className={cn(chip, 'border border-border bg-surface-2 text-fg', className)}>
      <Tag className="size-3 text-muted" aria-hidden="true" />
      {t(`tags.${tag}`)}
    </span>
  );
}
