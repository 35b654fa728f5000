import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { House } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundContent() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p
        className="font-display text-8xl font-semibold text-primary sm:text-9xl"
        aria-hidden="true"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted">{t('notFound.message')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        <House className="size-4" aria-hidden="true" />
        {t('actions.goHome')}
      </Link>
    </div>
  );
}
