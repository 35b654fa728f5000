import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a card while the list loads. */
export function MemoryCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2.5 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <div className="flex gap-1.5 pt-1">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      </div>
    </div>
  );
}

export const memoryGridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A grid of card shapes, announced once as loading. */
export function MemoriesSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={memoryGridClasses}>
        {Array.from({ length: count }, (_, i) => (
          <MemoryCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
