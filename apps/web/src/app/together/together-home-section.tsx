import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

// Its own chunk: the home page's first screen (the couple display, the numbers) draws
// without waiting for the four cards' code, and the cards' requests leave after it.
const TogetherCards = lazy(() =>
  import('./together-cards').then((module) => ({ default: module.TogetherCards })),
);

/**
 * True once the element comes within half a screen of the viewport, and from then on.
 * The section sits below the couple display and the numbers, a long scroll down on a
 * phone: its code, its five requests and their renders would otherwise share the first
 * seconds with the screen the person is looking at (a Lighthouse run of the dashboard,
 * which never scrolls, counted them in its blocking time). The watch starts once the
 * browser is idle, when the page above has its real height rather than its loading
 * placeholders' (which would put the section on screen for a moment). Without
 * IntersectionObserver it is near at once.
 */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
    };
    let idleHandle: number | undefined;
    let timer: number | undefined;
    if (typeof requestIdleCallback === 'function') {
      idleHandle = requestIdleCallback(watch, { timeout: 1500 });
    } else {
      timer = window.setTimeout(watch, 300);
    }
    return () => {
      if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [near]);
  return [ref, near] as const;
}

/** The dashboard's "your day together": the hub's cards, with a link to the hub. */
export function TogetherHomeSection() {
  const { t } = useTranslation('together');
  const [ref, near] = useNearScreen<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="together-home-title" className="flex flex-col gap-4">
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
      {near ? (
        <Suspense fallback={<TogetherCardsSkeleton label={t('loading')} />}>
          <TogetherCards />
        </Suspense>
      ) : (
        <TogetherCardsSkeleton label={t('loading')} />
      )}
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
