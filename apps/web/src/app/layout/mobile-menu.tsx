import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  LogIn,
  LogOut,
  Settings,
  Trash2,
  UserPlus,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LOCALES, THEMES } from '@doita/shared';
import { themeIcons } from '@/components/ui/theme-toggle';
import { useTheme } from '@/lib/theme';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useSaveAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { NAV_ITEMS } from './nav-items';
import { SheetChoices } from './sheet-choices';
import type { DeferredMenuProps } from './deferred-trigger';
import {
  MenuFace,
  headerIconButtonClasses,
  mobileTriggerClasses,
  useTriggerFocus,
} from './header-triggers';
import { Tooltip } from '@/components/ui/tooltip';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium',
    isActive ? 'bg-primary-soft text-fg' : 'text-fg hover:bg-surface-2',
  );

function SignOutButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('nav');
  const { signOut, isSigningOut } = useSignOut();
  return (
    <button
      type="button"
      disabled={isSigningOut}
      onClick={() => {
        onDone();
        signOut();
      }}
      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-medium text-danger hover:bg-surface-2"
    >
      <LogOut className="size-5" aria-hidden="true" />
      {isSigningOut ? t('signingOut') : t('signOut')}
    </button>
  );
}

/** Under the `nav` breakpoint the header collapses into this sheet (focus trapped, Escape closes). */
export function MobileMenuSheet({ defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { t, i18n } = useTranslation(['nav', 'common']);
  const saveAppearance = useSaveAppearance();
  const user = useCurrentUser();
  const theme = useTheme();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  // a link closes the sheet and opens a page: focus goes to the page, not back to the trigger
  const followedLink = useRef(false);
  const close = () => setOpen(false);
  const follow = () => {
    followedLink.current = true;
    close();
  };
  const items = NAV_ITEMS.filter((item) => user || item.guest);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip label={t('nav:openMenu')}>
        <Dialog.Trigger
          ref={triggerRef}
          className={mobileTriggerClasses}
          aria-label={t('nav:openMenu')}
        >
          <MenuFace />
        </Dialog.Trigger>
      </Tooltip>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-overlay animate-fade-in nav:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-[61] flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-l border-border bg-surface pt-[env(safe-area-inset-top)] pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-card animate-slide-in nav:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!followedLink.current) return;
            followedLink.current = false;
            event.preventDefault();
            document.getElementById('main-content')?.focus({ preventScroll: true });
          }}
        >
          <div className="flex items-center justify-between px-4 py-3">
            <Dialog.Title className="font-display text-xl font-semibold">
              {t('nav:menu')}
            </Dialog.Title>
            <Tooltip label={t('nav:closeMenu')}>
              <Dialog.Close className={headerIconButtonClasses} aria-label={t('nav:closeMenu')}>
                <X className="size-6" aria-hidden="true" />
              </Dialog.Close>
            </Tooltip>
          </div>
          {user && (
            <div className="mx-4 mb-2 flex items-center gap-3 rounded-2xl bg-surface-2 p-3">
              <Avatar name={user.displayName} src={user.avatarUrl} size={11} />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.displayName}</p>
                <p className="truncate text-sm text-muted">{user.email}</p>
              </div>
            </div>
          )}
          <nav aria-label={t('common:a11y.mainNavigation')} className="px-2">
            <ul className="flex flex-col gap-0.5">
              {items.map(({ to, key, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={linkClasses} onClick={follow}>
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    {t(`nav:${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mx-4 my-3 h-px bg-border" />
          <div className="px-2">
            <AccountLinks signedIn={!!user} follow={follow} close={close} />
          </div>
          <div className="mx-4 my-3 h-px bg-border" />
          <SheetChoices
            legend={t('common:theme.label')}
            choices={THEMES.map((value) => ({
              value,
              label: t(`common:theme.names.${value}`),
              icon: themeIcons[value],
            }))}
            current={theme}
            onPick={(value) => saveAppearance({ theme: value })}
          />
          <div className="mx-4 my-3 h-px bg-border" />
          <SheetChoices
            legend={t('common:language.label')}
            choices={LOCALES.map((value) => ({
              value,
              label: t(`common:language.names.${value}`),
              lang: value,
            }))}
            current={i18n.language}
            onPick={(value) => saveAppearance({ language: value })}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The signed-in person's own pages and signing out, or a guest's way in. */
function AccountLinks({
  signedIn,
  follow,
  close,
}: {
  signedIn: boolean;
  follow: () => void;
  close: () => void;
}) {
  const { t } = useTranslation('nav');
  const link = (to: string, Icon: LucideIcon, label: string) => (
    <li>
      <NavLink to={to} className={linkClasses} onClick={follow}>
        <Icon className="size-5 text-muted" aria-hidden="true" />
        {label}
      </NavLink>
    </li>
  );
  return signedIn ? (
    <ul className="flex flex-col gap-0.5">
      {link('/profile', UserRound, t('profile'))}
      {link('/preferences', Settings, t('settings'))}
      {link('/trash', Trash2, t('trash'))}
      <li>
        <SignOutButton onDone={close} />
      </li>
    </ul>
  ) : (
    <ul className="flex flex-col gap-0.5">
      {link('/login', LogIn, t('signIn'))}
      {link('/register', UserPlus, t('register'))}
    </ul>
  );
}
