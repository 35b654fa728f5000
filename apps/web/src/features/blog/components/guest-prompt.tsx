import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogIn, UserPlus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** For guests, who read public posts only: sign in for statistics, writing and managing. */
export function GuestPrompt() {
  const { t } = useTranslation('blog');
  const location = useLocation();
  // after signing in, back to where the guest was reading
  const state = { from: { pathname: location.pathname, search: location.search, hash: '' } };
  return (
    <aside
      className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface-2 p-5 sm:flex-row sm:items-center sm:justify-between"
      aria-labelledby="blog-guest-title"
      data-testid="guest-prompt"
    >
      <div>
        <h2 id="blog-guest-title" className="font-display text-lg font-semibold">
          {t('guest.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('guest.message')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to="/login" state={state} className={buttonClasses({ size: 'sm' })}>
          <LogIn className="size-4" aria-hidden="true" />
          {t('guest.signIn')}
        </Link>
        <Link to="/register" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('guest.register')}
        </Link>
      </div>
    </aside>
  );
}
