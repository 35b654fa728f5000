import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@doita/shared';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { DeferredMenuProps } from './deferred-trigger';
import { UserFace, useTriggerFocus, userTriggerClasses } from './header-triggers';
import { menuContentClasses, menuItemClasses } from './menu-styles';
import { Tooltip } from '@/components/ui/tooltip';

/** Avatar menu: profile, settings, sign out. */
export function UserMenuDropdown({
  user,
  defaultOpen,
  focusTrigger,
}: { user: User } & DeferredMenuProps) {
  const { t } = useTranslation('nav');
  const { signOut, isSigningOut } = useSignOut();
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <Tooltip label={t('userMenu', { name: user.displayName })}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          className={userTriggerClasses}
          aria-label={t('userMenu', { name: user.displayName })}
        >
          <UserFace user={user} />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <DropdownMenu.Label className="px-3 py-2.5">
            <span className="block text-xs text-muted">{t('signedInAs')}</span>
            <span className="block truncate font-semibold">{user.displayName}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/profile">
              <UserRound className="size-4 text-muted" aria-hidden="true" />
              {t('profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/preferences">
              <Settings className="size-4 text-muted" aria-hidden="true" />
              {t('settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={`${menuItemClasses} text-danger`}
            disabled={isSigningOut}
            onSelect={signOut}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {isSigningOut ? t('signingOut') : t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
