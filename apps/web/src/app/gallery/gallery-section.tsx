import type { ReactNode } from 'react';

/** One block of the component gallery. */
export function GallerySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-border bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id={id} className="mb-5 font-display text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
