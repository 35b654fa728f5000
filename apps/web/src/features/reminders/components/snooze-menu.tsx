import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { AlarmClock, CalendarClock } from 'lucide-react';
import { SNOOZE_OPTIONS_MINUTES, snoozeUntil } from '@doita/shared';
import { Tooltip } from '@/components/ui/tooltip';

const LABELS: Record<(typeof SNOOZE_OPTIONS_MINUTES)[number], string> = {
  15: 'm15',
  60: 'h1',
  240: 'h4',
  1440: 'd1',
};
const item =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2';

/** Snooze: 15 min, 1 h, 4 h, 1 day, or a chosen date and time. */
export function SnoozeMenu({
  title,
  onPick,
}: {
  title: string;
  onPick: (until: Date | 'custom') => void;
}) {
  const { t } = useTranslation('reminders');
  return (
    <DropdownMenu.Root modal={false}>
      <Tooltip label={`${t('item.snooze')}: ${title}`}>
        <DropdownMenu.Trigger
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2"
          aria-label={`${t('item.snooze')}: ${title}`}
        >
          <AlarmClock className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          aria-label={t('snooze.label')}
          className="z-[65] min-w-48 rounded-2xl border border-border bg-surface p-1.5 text-fg shadow-card animate-pop-in"
        >
          {SNOOZE_OPTIONS_MINUTES.map((minutes) => (
            <DropdownMenu.Item
              key={minutes}
              className={item}
              onSelect={() => onPick(snoozeUntil(new Date(), minutes))}
            >
              <AlarmClock className="size-4 text-muted" aria-hidden="true" />
              {t(`snooze.${LABELS[minutes]}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => onPick('custom')}>
            <CalendarClock className="size-4 text-muted" aria-hidden="true" />
            {t('snooze.custom')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
