import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THEMES, type Theme, type User } from '@doita/shared';
import { themeIcons } from '@/components/ui/theme-toggle';
import { useSaveAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { useTheme } from '@/lib/theme';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { DeferredMenuProps } from './deferred-trigger';
import { UserFace, useTriggerFocus, userTriggerClasses } from './header-triggers';
import { menuContentClasses, menuItemClasses } from './menu-styles';
import { Tooltip } from '@/components/ui/tooltip';

/**
 * Avatar menu: profile, settings, the theme (the floating button shows only where the page
 * leaves it room), sign out.
 */
export function UserMenuDropdown({
  user,
  defaultOpen,
  focusTrigger,
}: { user: User } & DeferredMenuProps) {
  const { t } = useTranslation(['nav', 'common']);
  const { signOut, isSigningOut } = useSignOut();
  const theme = useTheme();
  const saveAppearance = useSaveAppearance();
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <Tooltip label={t('nav:userMenu', { name: user.displayName })}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          className={userTriggerClasses}
          aria-label={t('nav:userMenu', { name: user.displayName })}
        >
          <UserFace user={user} />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses}>
          <DropdownMenu.Label className="px-3 py-2.5">
            <span className="block text-xs text-muted">{t('nav:signedInAs')}</span>
            <span className="block truncate font-semibold">{user.displayName}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/profile">
              <UserRound className="size-4 text-muted" aria-hidden="true" />
              {t('nav:profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/preferences">
              <Settings className="size-4 text-muted" aria-hidden="true" />
              {t('nav:settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/trash">
              <Trash2 className="size-4 text-muted" aria-hidden="true" />
              {t('nav:trash')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Label className="px-3 pt-1.5 text-xs text-muted">
            {t('common:theme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme}
            onValueChange={(next) => saveAppearance({ theme: next as Theme })}
          >
            {THEMES.map((choice) => {
              const Icon = themeIcons[choice];
              return (
                <DropdownMenu.RadioItem
                  key={choice}
                  value={choice}
                  className={`${menuItemClasses} data-[state=checked]:font-semibold data-[state=checked]:text-primary`}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`common:theme.names.${choice}`)}
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={`${menuItemClasses} text-danger`}
            disabled={isSigningOut}
            onSelect={signOut}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {isSigningOut ? t('nav:signingOut') : t('nav:signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
