import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { zoneName, zoneOffset } from '@/lib/time-zone-names';
import { listTimeZones, searchTimeZones, zoneTime } from './time-zones';

/** Rendering all ~420 zones with their clocks is wasteful; typing narrows the list. */
const SHOWN_AT_MOST = 50;

/**
 * A searchable list of IANA time zones (ARIA combobox with a listbox): typing, a click or
 * Down opens it (tabbing past does not), arrows move, Enter chooses, Escape closes. Each
 * option shows its offset and the time there now.
 */
export function TimeZoneSelect({
  value,
  onChange,
  now,
  suggested,
}: {
  value: string;
  onChange: (zone: string) => void;
  now: Date;
  suggested: string | null;
}) {
  const { t } = useTranslation('preferences');
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const zones = useMemo(() => listTimeZones([value, suggested]), [value, suggested]);
  const matches = useMemo(() => searchTimeZones(zones, query), [zones, query]);
  const shown = matches.slice(0, SHOWN_AT_MOST);
  const activeZone = open ? shown[Math.min(active, shown.length - 1)] : undefined;

  const choose = (zone: string) => {
    setOpen(false);
    setQuery('');
    setActive(0);
    if (zone !== value) onChange(zone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open && activeZone) {
      event.preventDefault();
      choose(activeZone);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Home' && open) {
      setActive(0);
    } else if (event.key === 'End' && open) {
      setActive(Math.max(shown.length - 1, 0));
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold">
        {t('timeZone.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeZone ? `${id}-${activeZone}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('timeZone.placeholder')}
          className="ps-9"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        className={cn(
          'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-border bg-surface shadow-card',
          !open && 'hidden',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={t('timeZone.label')}
          className="max-h-72 overflow-y-auto py-1"
        >
          {shown.map((zone, index) => (
            <ZoneOption
              key={zone}
              id={`${id}-${zone}`}
              zone={zone}
              now={now}
              selected={zone === value}
              active={zone === activeZone}
              onChoose={() => choose(zone)}
              onHover={() => setActive(index)}
            />
          ))}
        </ul>
        {shown.length === 0 && (
          <p className="px-3 py-3 text-sm text-muted">{t('timeZone.noResults', { query })}</p>
        )}
        {matches.length > shown.length && (
          <p className="border-t border-border px-3 py-2 text-xs text-muted">
            {t('timeZone.moreResults', { count: matches.length - shown.length })}
          </p>
        )}
      </div>
    </div>
  );
}

/** One zone: a check when it is the chosen one, its name, its offset and the time there now. */
function ZoneOption({
  id,
  zone,
  now,
  selected,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  zone: string;
  now: Date;
  selected: boolean;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const { t, i18n } = useTranslation('preferences');
  const offset = zoneOffset(zone, now, i18n.language);
  const time = zoneTime(zone, now, i18n.language);
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={t('timeZone.option', { zone: zoneName(zone), offset, time })}
      // keep focus in the input: the choice happens on click, not on blur
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
        active && 'bg-primary-soft',
      )}
    >
      <Check
        className={cn('size-4 shrink-0 text-primary', !selected && 'invisible')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1 truncate">{zoneName(zone)}</span>
      <span className="shrink-0 text-xs text-muted tabular-nums">
        {offset} · {time}
      </span>
    </li>
  );
}
