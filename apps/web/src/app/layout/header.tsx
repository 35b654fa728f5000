import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/session';
import { LanguageSwitcher, MobileMenu, NotificationBell, UserMenu } from './header-menus';
import { MessagesLink } from './messages-link';
import { NAV_ITEMS } from './nav-items';

/** The header: navigation, language, bell, user menu; a mobile menu under md. */
export function Header() {
  const { t } = useTranslation(['nav', 'common']);
  const user = useCurrentUser();
  const items = NAV_ITEMS.filter((item) => user || item.guest);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/85 pt-[env(safe-area-inset-top)] backdrop-blur-md supports-[backdrop-filter]:bg-bg/75">
      <div className="mx-auto flex h-header w-full max-w-6xl items-center gap-2 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] lg:px-8">
        <Link
          to="/"
          className="me-2 flex min-h-11 shrink-0 items-center gap-2 rounded-xl pe-2 font-display text-xl font-semibold whitespace-nowrap"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-fg">
            <Heart className="size-5" fill="currentColor" aria-hidden="true" />
          </span>
          {t('common:appName')}
        </Link>
        <nav aria-label={t('common:a11y.mainNavigation')} className="hidden nav:block">
          <ul className="flex items-center gap-0.5">
            {items.map(({ to, key, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center rounded-xl px-2.5 text-sm font-semibold whitespace-nowrap transition-colors lg:px-3',
                      isActive
                        ? 'bg-primary-soft text-fg'
                        : 'text-muted hover:bg-surface-2 hover:text-fg',
                    )
                  }
                >
                  {t(`nav:${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Right-aligned: drawn or not, they move nothing else in the header. */}
        <div className="ms-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          {user ? (
            <>
              <MessagesLink />
              <NotificationBell />
              <div className="hidden nav:block">
                <UserMenu user={user} />
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 nav:flex">
              <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {t('nav:signIn')}
              </Link>
              <Link to="/register" className={buttonClasses({ size: 'sm' })}>
                {t('nav:register')}
              </Link>
            </div>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
