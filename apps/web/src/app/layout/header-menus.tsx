import { useTranslation } from 'react-i18next';
import { isLocale, type User } from '@doita/shared';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { currentLocale } from '@/lib/i18n';
import { useUpcomingCount } from '@/features/reminders/api/get-reminders';
import { useIsAuthenticated } from '@/lib/session';
import { defer } from '@/lib/deferred';
import { DeferredTrigger } from './deferred-trigger';
import {
  BellFace,
  LanguageFace,
  MenuFace,
  UserFace,
  bellLabel,
  headerIconButtonClasses,
  languageTriggerClasses,
  mobileTriggerClasses,
  userTriggerClasses,
} from './header-triggers';

// The menus (Radix) load when first reached for (a hover, a focus, a press); until then these
// stand-ins look and answer the same.
const languageMenu = defer(() => import('./language-switcher').then((m) => m.LanguageMenu));
const bellMenu = defer(() => import('./notification-bell').then((m) => m.BellMenu));
const userMenu = defer(() => import('./user-menu').then((m) => m.UserMenuDropdown));
const mobileMenu = defer(() => import('./mobile-menu').then((m) => m.MobileMenuSheet));

/** vi / en switcher. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <DeferredTrigger
      deferred={languageMenu}
      props={{}}
      label={t('language.change', { current: t(`language.names.${locale}`) })}
      className={languageTriggerClasses}
    >
      <LanguageFace locale={locale} />
    </DeferredTrigger>
  );
}

/**
 * The bell: a badge counting the upcoming reminders one sees (one's own
 * and the couple's shared ones) and a dot when notifications are unread. Both stay fresh through the realtime
 * stream and polling. Its list loads with the menu, off the first chunk.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const isAuthenticated = useIsAuthenticated();
  const unreadCount = useNotifications({ enabled: isAuthenticated }).data?.unreadCount ?? 0;
  // Someone single has reminders of their own too.
  const upcomingCount = useUpcomingCount({ enabled: isAuthenticated });
  const bell = { upcomingCount, unreadCount };
  return (
    <DeferredTrigger
      deferred={bellMenu}
      props={bell}
      label={bellLabel(t, bell)}
      className={headerIconButtonClasses}
    >
      <BellFace {...bell} />
    </DeferredTrigger>
  );
}

/** Avatar menu: profile, settings, sign out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  return (
    <DeferredTrigger
      deferred={userMenu}
      props={{ user }}
      label={t('userMenu', { name: user.displayName })}
      className={userTriggerClasses}
    >
      <UserFace user={user} />
    </DeferredTrigger>
  );
}

/** The hamburger and its sheet (under md). */
export function MobileMenu() {
  const { t } = useTranslation('nav');
  return (
    <DeferredTrigger
      deferred={mobileMenu}
      props={{}}
      label={t('openMenu')}
      className={mobileTriggerClasses}
      popup="dialog"
    >
      <MenuFace />
    </DeferredTrigger>
  );
}
