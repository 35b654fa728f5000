import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from './tooltip';

/** Pages by index: previous, "page 2 of 5" (announced when it changes), next. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3">
      <Tooltip label={t('pagination.previous')}>
        <Button
          variant="outline"
          size="icon"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('pagination.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
      </Tooltip>
      <span className="text-sm font-medium tabular-nums" aria-live="polite">
        {t('pagination.page', { page, total: totalPages })}
      </span>
      <Tooltip label={t('pagination.next')}>
        <Button
          variant="outline"
          size="icon"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
          aria-label={t('pagination.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </Tooltip>
    </nav>
  );
}
