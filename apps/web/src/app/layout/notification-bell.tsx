import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from './deferred-trigger';
import { BellFace, bellLabel, headerIconButtonClasses, useTriggerFocus } from './header-triggers';
import { menuContentClasses } from './menu-styles';

/**
 * The bell counts upcoming reminders. The reminders feature arrives in a later issue, so the
 * count is 0 and the panel says so honestly.
 */
export function BellMenu({
  upcomingCount,
  defaultOpen,
  focusTrigger,
}: { upcomingCount: number } & DeferredMenuProps) {
  const { t } = useTranslation('notifications');
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  const label = bellLabel(t, upcomingCount);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={headerIconButtonClasses} aria-label={label}>
        <BellFace count={upcomingCount} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={`${menuContentClasses} w-80 max-w-[calc(100vw-2rem)] p-0`}
        >
          <DropdownMenu.Label className="border-b border-border px-4 py-3 font-semibold">
            {t('title')}
          </DropdownMenu.Label>
          <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
              <BellOff className="size-6" aria-hidden="true" />
            </span>
            <p className="font-semibold">{t('empty')}</p>
            <p className="text-sm text-muted">{t('emptyHint')}</p>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
