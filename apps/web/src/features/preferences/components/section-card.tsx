import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of /preferences: a titled card (a landmark named by its heading). */
export function SectionCard({
  id,
  icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
      </div>
      {children}
    </Card>
  );
}
