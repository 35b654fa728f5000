import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import type { Memory } from '@doita/shared';
import { cn } from '@/lib/cn';
import { useToggleFavorite } from '../api/toggle-favorite';
import { Tooltip } from '@/components/ui/tooltip';

/** The heart: my own favourite mark, changed at once and put back if the call fails. */
export function FavoriteButton({
  memory,
  className,
}: {
  memory: Pick<Memory, 'id' | 'title' | 'isFavorite'>;
  className?: string;
}) {
  const { t } = useTranslation('memories');
  const toggle = useToggleFavorite();
  return (
    <Tooltip
      label={t(memory.isFavorite ? 'favorite.remove' : 'favorite.add', {
        title: memory.title,
      })}
    >
      <button
        type="button"
        aria-pressed={memory.isFavorite}
        aria-label={t(memory.isFavorite ? 'favorite.remove' : 'favorite.add', {
          title: memory.title,
        })}
        // a second click before the answer would race the first: it waits
        onClick={() => !toggle.isPending && toggle.mutate(memory.id)}
        className={cn(
          'flex size-11 items-center justify-center rounded-full border border-border bg-surface/90 shadow-sm backdrop-blur-sm transition-colors hover:border-primary',
          memory.isFavorite ? 'text-primary' : 'text-muted hover:text-primary',
          className,
        )}
        data-testid="favorite-button"
      >
        <Heart
          className={cn(
            'size-5 transition-transform',
            memory.isFavorite && 'scale-110 fill-current',
          )}
          aria-hidden="true"
        />
      </button>
    </Tooltip>
  );
}
