import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

// Its own chunk: the home page's first screen (the couple display, the numbers) draws
// without waiting for the four cards' code, and the cards' requests leave after it.
const TogetherCards = lazy(() =>
  import('./together-cards').then((module) => ({ default: module.TogetherCards })),
);

/** The dashboard's "your day together": the hub's cards, with a link to the hub. */
export function TogetherHomeSection() {
  const { t } = useTranslation('together');
  return (
    <section aria-labelledby="together-home-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="together-home-title" className="font-display text-2xl font-semibold">
          {t('homeTitle')}
        </h2>
        <Link
          to="/together"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {t('homeLink')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <Suspense fallback={<TogetherCardsSkeleton label={t('loading')} />}>
        <TogetherCards />
      </Suspense>
    </section>
  );
}

/** The cards' places while their code comes, so the page below does not jump. */
export function TogetherCardsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-48 w-full rounded-2xl lg:col-span-2" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
