import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';

/** A memory that is not there for this person (gone, or never theirs to see): back to the list. */
export function MemoryNotFound() {
  const { t } = useTranslation('memories');
  return (
    <EmptyState
      headingLevel={1}
      icon={<SearchX aria-hidden="true" />}
      title={t('detail.notFoundTitle')}
      description={t('detail.notFoundDescription')}
      className="rounded-3xl border border-border bg-surface"
    >
      <Link to="/memories" className={buttonClasses({ variant: 'outline' })}>
        {t('detail.back')}
      </Link>
    </EmptyState>
  );
}

/** A memory that could not be loaded: said, with a retry. */
export function MemoryLoadError({
  onRetry,
  className,
}: {
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('memories');
  return (
    <div className={cn('flex flex-col items-start gap-3', className)}>
      <Alert type="error">{t('detail.error')}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}
