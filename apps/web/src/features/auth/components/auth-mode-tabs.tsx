import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

/** Switches the auth page between sign in (/login) and register (/register). */
export function AuthModeTabs({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const tabs = [
    { mode: 'login' as const, to: '/login', label: t('tabs.signIn') },
    { mode: 'register' as const, to: '/register', label: t('tabs.register') },
  ];
  return (
    <nav
      aria-label={t('tabs.label')}
      className="mb-4 grid grid-cols-2 gap-1 rounded-2xl border border-border bg-surface-2 p-1"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.mode}
          to={tab.to}
          replace
          state={location.state as unknown}
          aria-current={mode === tab.mode ? 'page' : undefined}
          className={cn(
            'flex min-h-11 items-center justify-center rounded-xl text-sm font-semibold transition-colors',
            mode === tab.mode ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
