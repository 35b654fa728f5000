import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, ShieldCheck, UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { tabKeyTarget } from '@/lib/tab-keys';

export const PROFILE_TABS = ['personal', 'account', 'relationship'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '');
}

const ICONS: Record<ProfileTab, typeof UserRound> = {
  personal: UserRound,
  account: ShieldCheck,
  relationship: HeartHandshake,
};

/**
 * The three profile tabs (personal, account, relationship), as a WAI-ARIA tab list: arrow keys, Home and End move
 * between tabs (and select them); the selected panel follows. Only the selected panel is
 * rendered, so each tab's queries run when it is opened.
 */
export function ProfileTabs({
  selected,
  onSelect,
  panels,
}: {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  panels: Record<ProfileTab, ReactNode>;
}) {
  const { t } = useTranslation('profile');
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, PROFILE_TABS.length);
    if (target === null) return;
    event.preventDefault();
    const tab = PROFILE_TABS[target];
    if (!tab) return;
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="grid grid-cols-3 gap-1 rounded-2xl border border-border bg-surface p-1"
      >
        {PROFILE_TABS.map((tab, index) => {
          const Icon = ICONS[tab];
          const active = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                refs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`profile-tab-${tab}`}
              aria-selected={active}
              aria-controls={`profile-panel-${tab}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                // A phone stacks the icon over a two-line label: three tabs fit 390 px.
                'flex min-h-12 flex-col items-center justify-center gap-1 rounded-xl px-2 py-1.5 text-center text-xs leading-tight font-semibold transition-colors sm:flex-row sm:gap-2 sm:text-sm',
                active ? 'bg-primary text-primary-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`profile-panel-${selected}`}
        aria-labelledby={`profile-tab-${selected}`}
        tabIndex={0}
        className="focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring/40 rounded-2xl"
      >
        {panels[selected]}
      </div>
    </div>
  );
}
