import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A dialog's content whose code loads when it first opens: a status saying so meanwhile. */
export function DialogLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <p role="status" className="mt-6 flex items-center gap-2 text-muted">
          <Spinner />
          {t('status.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
