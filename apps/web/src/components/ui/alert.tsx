import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ToastType } from '@doita/shared';
import { cn } from '@/lib/cn';

/** Each kind of message's icon: an alert and a toast of one kind look alike. */
export const messageIcons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
} as const;
const tones: Record<ToastType, string> = {
  success: 'border-success/40 bg-surface-2 [&_svg]:text-success',
  error: 'border-danger/50 bg-danger-soft [&_svg]:text-danger',
  warning: 'border-warning/50 bg-surface-2 [&_svg]:text-warning',
  info: 'border-info/40 bg-surface-2 [&_svg]:text-info',
};

/** An inline message inside a page or form (not a toast). */
export function Alert({
  type,
  title,
  children,
  className,
}: {
  type: ToastType;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = messageIcons[type];
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-3.5 text-sm text-fg', tones[type], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-fg/90">{children}</div>}
      </div>
    </div>
  );
}
