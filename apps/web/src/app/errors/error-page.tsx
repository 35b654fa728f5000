import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff, House, RotateCw, TriangleAlert } from 'lucide-react';
import { buttonClasses, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { addToast, getToasts } from '@/lib/toast-store';

/** A failed dynamic import (a chunk replaced by a new deployment, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload|Failed to fetch/i.test(
    message,
  );
}

/**
 * The error page: message, retry (reloads), home; plus an error toast.
 * Works inside and outside the router (plain links), so the top-level boundary can use it too.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    const title = t('errorPage.toastTitle');
    if (!getToasts().some((toast) => toast.title === title)) {
      addToast({
        type: 'error',
        title,
        message: t(chunk ? 'errorPage.chunkMessage' : 'errorPage.toastMessage'),
      });
    }
    console.error(error);
  }, [chunk, error, t]);

  const details = error instanceof Error ? error.message : null;
  return (
    <div
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-12"
      role="alert"
    >
      <EmptyState
        headingLevel={1}
        icon={chunk ? <CloudOff aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
        title={t(chunk ? 'errorPage.chunkTitle' : 'errorPage.title')}
        description={t(chunk ? 'errorPage.chunkMessage' : 'errorPage.message')}
      >
        <Button
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {t('actions.retry')}
        </Button>
        <a href="/" className={buttonClasses({ variant: 'outline' })}>
          <House className="size-4" aria-hidden="true" />
          {t('actions.goHome')}
        </a>
      </EmptyState>
      {details && import.meta.env.DEV && (
        <details className="mx-auto mt-2 max-w-lg text-sm text-muted">
          <summary className="cursor-pointer">{t('errorPage.details')}</summary>
          <pre className="mt-2 overflow-x-auto rounded-xl bg-surface-2 p-3 whitespace-pre-wrap">
            {details}
          </pre>
        </details>
      )}
    </div>
  );
}
