import { X } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * The × at the end of a search field that empties it, named for screen readers and in a
 * tooltip. Its field hides the browser's own (`[&::-webkit-search-cancel-button]:hidden`)
 * and keeps room for it (`pe-12`).
 */
export function ClearSearchButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        onClick={onClear}
        aria-label={label}
        className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
