import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartHandshake, MapPinned } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TogetherCards } from '../together/together-cards';

/**
 * /together: the couple's daily rituals in one place (today's question, the check-ins,
 * letters for later, the shared list); each card opens its own page.
 */
export function Component() {
  const { t } = useTranslation('together');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  const connected = user.coupleStatus?.isConnected === true;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted">{t('pageSubtitle')}</p>
      </header>
      {!connected && (
        <Card className="flex flex-col items-start gap-3 border-primary/30 bg-primary-soft/60 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-fg">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h2 className="font-display text-xl font-semibold">{t('alone.title')}</h2>
            <p className="mt-1 text-pretty text-muted">{t('alone.message')}</p>
          </div>
          <Link to="/couple/connect" className={buttonClasses({ className: 'shrink-0' })}>
            {t('alone.action')}
          </Link>
        </Card>
      )}
      <TogetherCards />
      <Link
        to="/map"
        className="flex items-center gap-4 rounded-3xl border border-border bg-surface p-5 shadow-card hover:border-primary"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <MapPinned className="size-6" aria-hidden="true" />
        </span>
        <span className="flex flex-col">
          <span className="font-display text-xl font-semibold">{t('places:page.title')}</span>
          <span className="text-muted">{t('places:page.subtitle')}</span>
        </span>
      </Link>
    </div>
  );
}
