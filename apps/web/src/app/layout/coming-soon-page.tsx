import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Construction, House, LogIn } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useIsAuthenticated } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export type ComingSoonArea =
  | 'blog'
  | 'blogPost'
  | 'blogEditor'
  | 'memories'
  | 'memory'
  | 'memoryEdit'
  | 'reminders'
  | 'timeline'
  | 'profile'
  | 'preferences'
  | 'couple';

/** An honest placeholder for a page that a later issue builds: no fake data. */
export function ComingSoonPage({
  area,
  icon,
  guestPrompt = false,
}: {
  area: ComingSoonArea;
  icon: ReactNode;
  guestPrompt?: boolean;
}) {
  const { t } = useTranslation('soon');
  const isAuthenticated = useIsAuthenticated();
  const title = t(`areas.${area}.title`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-10 sm:py-16">
      <div className="relative overflow-hidden rounded-[2rem] border border-border bg-surface shadow-card">
        <div className="h-2 bg-(image:--hero)" aria-hidden="true" />
        <EmptyState
          headingLevel={1}
          icon={icon}
          title={title}
          description={t(`areas.${area}.description`)}
          className="pt-12"
        >
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            <House className="size-4" aria-hidden="true" />
            {t('backHome')}
          </Link>
        </EmptyState>
        <div className="absolute top-6 right-6">
          <Badge className="gap-1.5">
            <Construction className="size-3.5" aria-hidden="true" />
            {t('badge')}
          </Badge>
        </div>
        <p className="mx-auto max-w-lg px-6 pb-10 text-center text-sm text-muted">{t('note')}</p>
        {guestPrompt && !isAuthenticated && (
          <div className="flex flex-col items-center gap-3 border-t border-border bg-surface-2 px-6 py-6 text-center sm:flex-row sm:justify-between sm:text-start">
            <p className="text-sm">{t('guestPrompt')}</p>
            <Link to="/login" className={buttonClasses({ size: 'sm' })}>
              <LogIn className="size-4" aria-hidden="true" />
              {t('signIn')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
