import type { ReactNode } from 'react';

/** The outcome of a link-based flow (reset done, invalid link, email verified...). */
export function StatusPanel({
  icon,
  title,
  message,
  children,
  tone = 'primary',
}: {
  icon: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <span
        className={
          tone === 'danger'
            ? 'flex size-16 items-center justify-center rounded-3xl bg-danger-soft text-danger [&_svg]:size-8'
            : 'flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary [&_svg]:size-8'
        }
      >
        {icon}
      </span>
      <h2 className="font-display text-2xl font-semibold text-balance">{title}</h2>
      <p className="text-pretty text-muted">{message}</p>
      {children && <div className="mt-2 flex w-full flex-col gap-2">{children}</div>}
    </div>
  );
}
