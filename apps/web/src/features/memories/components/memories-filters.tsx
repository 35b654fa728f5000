import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, SlidersHorizontal } from 'lucide-react';
import { MEMORY_LIMITS, MEMORY_MOODS, type MemoryMood, type MemoryTag } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useMemoryTags } from '../api/get-memory-tags';
import { isFilteredList, type MemoriesFilter } from '../api/get-memories';
import type { MemoriesPrivacy } from '../hooks/use-memory-filters';
import { cn } from '@/lib/cn';
import { MemoriesFilterChips, useActiveFilters } from './memories-filter-chips';
import { MemoriesRangeFilters } from './memories-range-filters';
import { ClearSearchButton } from '@/components/ui/clear-search-button';

const SEARCH_DELAY_MS = 350;

/**
 * Words (searched on the server, accents ignored), one mood, a date range, who sees them,
 * one tag. The words apply after a short pause in typing, or at once with Enter. On a
 * phone the list comes first: beside the words, one "Filters" button (with how many are
 * on) folds the rest away, and the filters that are on show as chips that take themselves
 * off; from the `sm` width up they all stay open.
 */
export function MemoriesFilters({
  q,
  filter,
  range,
  rangeInvalid,
  onQuery,
  onMood,
  onTag,
  onRange,
  onPrivacy,
  onPlace,
  onClear,
}: {
  q: string;
  filter: MemoriesFilter;
  range: { from: string; to: string };
  rangeInvalid: boolean;
  onQuery: (text: string) => void;
  onMood: (mood: MemoryMood | null) => void;
  onTag: (tag: MemoryTag | null) => void;
  onRange: (range: { from?: string | null; to?: string | null }) => void;
  onPrivacy: (privacy: MemoriesPrivacy | null) => void;
  onPlace?: (place: string | null) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('memories');
  const id = useId();
  const tags = useMemoryTags();
  const [text, setText] = useState(q);
  // The address changed on its own (back, "clear filters"): the box follows it.
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q.trim() !== text.trim()) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => onQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onQuery]);

  const used = tags.data ?? [];
  const tagChoices =
    filter.tag && !used.some((u) => u.tag === filter.tag)
      ? [{ tag: filter.tag, count: 0 }, ...used]
      : used;
  const filtered = isFilteredList(filter) || rangeInvalid;
  const active = useActiveFilters(filter, range, {
    onMood,
    onTag,
    onRange,
    onPrivacy,
    onPlace,
  });
  const [open, setOpen] = useState(false);
  const panelId = `${id}-panel`;

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        onQuery(text.trim());
      }}
    >
      <div className="flex items-end gap-2">
        <SearchBox
          id={`${id}-q`}
          text={text}
          onText={setText}
          onClear={() => {
            setText('');
            onQuery('');
          }}
        />
        <Button
          variant="outline"
          className="shrink-0 sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={
            active.length ? t('filters.toggleLabel', { count: active.length }) : t('filters.toggle')
          }
          onClick={() => setOpen((was) => !was)}
          icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
        >
          {t('filters.toggle')}
          {active.length > 0 && (
            <span
              aria-hidden="true"
              className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-fg"
            >
              {active.length}
            </span>
          )}
        </Button>
      </div>
      <MemoriesFilterChips filters={active} className="flex flex-wrap gap-2 sm:hidden" />
      {/* the place has no control in the panel (it is chosen on the map): its chip shows on
          wide screens too */}
      <MemoriesFilterChips
        filters={active.filter((chip) => chip.key === 'place')}
        className="hidden flex-wrap gap-2 sm:flex"
      />
      <div id={panelId} className={cn('flex-col gap-4 sm:flex', open ? 'flex' : 'hidden')}>
        <MoodFilter id={`${id}-mood`} mood={filter.mood} onMood={onMood} />
        <MemoriesRangeFilters
          range={range}
          rangeInvalid={rangeInvalid}
          isPrivate={filter.isPrivate}
          onRange={onRange}
          onPrivacy={onPrivacy}
        />
        <TagFilter choices={tagChoices} tag={filter.tag} onTag={onTag} />
      </div>
      {filtered && (
        <Button variant="link" className="self-start text-sm" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </form>
  );
}

/** The words searched, with a button that empties them. */
function SearchBox({
  id,
  text,
  onText,
  onClear,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('filters.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={MEMORY_LIMITS.searchText}
          onChange={(event) => onText(event.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          aria-describedby={`${id}-hint`}
          className="ps-10 pe-12 [&::-webkit-search-cancel-button]:hidden"
          enterKeyHint="search"
        />
        {text && <ClearSearchButton label={t('filters.clearSearch')} onClear={onClear} />}
      </div>
      <p id={`${id}-hint`} className="sr-only text-xs text-muted sm:not-sr-only">
        {t('filters.searchHint')}
      </p>
    </div>
  );
}

/** One mood, or any. */
function MoodFilter({
  id,
  mood,
  onMood,
}: {
  id: string;
  mood: MemoryMood | undefined;
  onMood: (mood: MemoryMood | null) => void;
}) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex flex-col gap-1.5 sm:w-52">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('filters.mood')}
      </label>
      <Select
        id={id}
        value={mood ?? ''}
        onChange={(event) => onMood((event.target.value || null) as MemoryMood | null)}
      >
        <option value="">{t('filters.anyMood')}</option>
        {MEMORY_MOODS.map((each) => (
          <option key={each} value={each}>
            {t(`moods.${each}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** One tag of those in use (the chosen one even when no memory has it now), or any. */
function TagFilter({
  choices,
  tag,
  onTag,
}: {
  choices: { tag: MemoryTag; count: number }[];
  tag: MemoryTag | undefined;
  onTag: (tag: MemoryTag | null) => void;
}) {
  const { t } = useTranslation('memories');
  if (choices.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('filters.tags')}
      className="scroll-fade-x -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
    >
      <ToggleChip pressed={!tag} onClick={() => onTag(null)}>
        {t('filters.anyTag')}
      </ToggleChip>
      {choices.map(({ tag: choice, count }) => (
        <ToggleChip
          key={choice}
          pressed={tag === choice}
          onClick={() => onTag(tag === choice ? null : choice)}
        >
          {t(`tags.${choice}`)} {count > 0 && <span className="text-xs opacity-75">{count}</span>}
        </ToggleChip>
      ))}
    </div>
  );
}
