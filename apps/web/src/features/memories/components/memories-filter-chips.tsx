import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { MemoryMood, MemoryTag } from '@doita/shared';
import { formatDay } from '@/lib/format';
import type { MemoriesFilter } from '../api/get-memories';
import type { MemoriesPrivacy } from '../hooks/use-memory-filters';

/** One filter that is on: what it says, and how to take it off. */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: () => void;
}

/** The filters that are on (the words aside: they stay in their own box), each removable. */
export function useActiveFilters(
  filter: MemoriesFilter,
  range: { from: string; to: string },
  actions: {
    onMood: (mood: MemoryMood | null) => void;
    onTag: (tag: MemoryTag | null) => void;
    onRange: (range: { from?: string | null; to?: string | null }) => void;
    onPrivacy: (privacy: MemoriesPrivacy | null) => void;
    /** absent where the place filter cannot be taken off here */
    onPlace?: (place: string | null) => void;
  },
): ActiveFilter[] {
  const { t, i18n } = useTranslation('memories');
  const active: (ActiveFilter | null)[] = [
    filter.place && actions.onPlace
      ? {
          key: 'place',
          label: t('filters.placeChip', { place: filter.place }),
          remove: () => actions.onPlace?.(null),
        }
      : null,
    filter.mood
      ? {
          key: 'mood',
          label: t('filters.moodChip', { mood: t(`moods.${filter.mood}`) }),
          remove: () => actions.onMood(null),
        }
      : null,
    range.from
      ? {
          key: 'from',
          label: t('filters.fromChip', { date: formatDay(range.from, i18n.language) }),
          remove: () => actions.onRange({ from: null }),
        }
      : null,
    range.to
      ? {
          key: 'to',
          label: t('filters.toChip', { date: formatDay(range.to, i18n.language) }),
          remove: () => actions.onRange({ to: null }),
        }
      : null,
    filter.isPrivate !== undefined
      ? {
          key: 'privacy',
          label: t(filter.isPrivate ? 'filters.privateOnly' : 'filters.sharedOnly'),
          remove: () => actions.onPrivacy(null),
        }
      : null,
    filter.tag
      ? {
          key: 'tag',
          label: t('filters.tagChip', { tag: t(`tags.${filter.tag}`) }),
          remove: () => actions.onTag(null),
        }
      : null,
  ];
  return active.filter((chip): chip is ActiveFilter => chip !== null);
}

/** The filters that are on, as chips: a tap on one takes that filter off. */
export function MemoriesFilterChips({
  filters,
  className,
}: {
  filters: ActiveFilter[];
  className?: string;
}) {
  const { t } = useTranslation('memories');
  if (filters.length === 0) return null;
  return (
    <ul aria-label={t('filters.active')} className={className}>
      {filters.map((chip) => (
        // a chip never grows past the row: a long place name is cut, whole in its tooltip
        <li key={chip.key} className="max-w-full min-w-0">
          <button
            type="button"
            onClick={chip.remove}
            aria-label={t('filters.removeChip', { filter: chip.label })}
            title={chip.label}
            className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-primary/40 bg-primary-soft ps-3 pe-2 text-sm font-medium text-fg hover:border-primary pointer-coarse:min-h-10"
          >
            <span className="min-w-0 truncate">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
