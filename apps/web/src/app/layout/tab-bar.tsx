import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { HeartHandshake, House, Images, Plus, type LucideIcon } from 'lucide-react';
import { openMemoryForm, preloadMemoryForm } from '@/features/memories/components/open-memory-form';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/session';
import { MessagesTab } from './messages-link';

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.7rem] font-semibold leading-tight tracking-tight',
    isActive ? 'text-primary' : 'text-muted hover:text-fg',
  );

function Tab({
  to,
  end,
  also = [],
  icon: Icon,
  label,
}: {
  to: string;
  end?: boolean;
  /** pages of this tab's part that live at paths of their own (their back link names it) */
  also?: readonly string[];
  icon: LucideIcon;
  label: string;
}) {
  const { pathname } = useLocation();
  const within = also.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <li className="min-w-0">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => tabClasses({ isActive: isActive || within })}
      >
        <Icon className="size-6" aria-hidden="true" />
        <span className="max-w-full truncate">{label}</span>
      </NavLink>
    </li>
  );
}

/** The albums and the map are the memories' own pages: the Memories tab stays lit on them. */
const MEMORIES_PARTS = ['/albums', '/map'] as const;

/**
 * The phone's bottom tab bar (under the `nav` breakpoint, signed in): Home, Memories, add a
 * memory, the conversation (with its unread badge), Together (the daily rituals); the
 * reminders are on the home page and in the menu, the profile in the menu. It keeps clear of the home indicator and rounded corners of notched
 * phones (`env(safe-area-inset-*)`, the page sets `viewport-fit=cover`); the shell leaves it
 * room (`TAB_BAR_ROOM`). "Add" starts a new memory from its photos (the picker first, then the
 * form); closing it puts focus back here.
 */
export function TabBar() {
  const { t } = useTranslation(['nav', 'memories']);
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <nav
      aria-label={t('nav:tabBar')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-bg/90 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] backdrop-blur-md supports-[backdrop-filter]:bg-bg/80 nav:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5 items-center px-1 py-1">
        <Tab to="/" end icon={House} label={t('nav:home')} />
        <Tab to="/memories" also={MEMORIES_PARTS} icon={Images} label={t('nav:memories')} />
        <li className="flex justify-center">
          <button
            type="button"
            // a phone's new memory starts from its photos: the picker opens within this tap
            onClick={() => openMemoryForm(t, { start: 'photos' })}
            onPointerDown={preloadMemoryForm}
            onFocus={preloadMemoryForm}
            aria-label={t('memories:page.create')}
            className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-semibold text-primary"
          >
            <span className="flex size-10 items-center justify-center rounded-2xl bg-primary text-primary-fg shadow-card">
              <Plus className="size-6" aria-hidden="true" />
            </span>
            <span aria-hidden="true">{t('nav:add')}</span>
          </button>
        </li>
        <MessagesTab className={tabClasses} />
        <Tab to="/together" icon={HeartHandshake} label={t('nav:together')} />
      </ul>
    </nav>
  );
}

/** Bottom room the page keeps on phones while the tab bar shows. */
export const TAB_BAR_ROOM =
  'pb-[calc(var(--spacing-tab-bar)_+_env(safe-area-inset-bottom))] nav:pb-0';
