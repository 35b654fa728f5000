import { useTranslation } from 'react-i18next';
import { isLocale, type User } from '@doita/shared';
import { currentLocale } from '@/lib/i18n';
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

// The menus (Radix) load after the first paint; these stand-ins look and answer the same.
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
 * The bell counts upcoming reminders. The reminders feature arrives in a later issue, so the
 * count is 0 and its panel says so honestly.
 */
export function NotificationBell({ upcomingCount = 0 }: { upcomingCount?: number }) {
  const { t } = useTranslation('notifications');
  return (
    <DeferredTrigger
      deferred={bellMenu}
      props={{ upcomingCount }}
      label={bellLabel(t, upcomingCount)}
      className={headerIconButtonClasses}
    >
      <BellFace count={upcomingCount} />
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
