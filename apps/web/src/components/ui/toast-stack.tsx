import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ToastType } from '@doita/shared';
import { cn } from '@/lib/cn';
import { markToastRead, removeToast, useToasts, type Toast } from '@/lib/toast-store';
import { messageIcons } from './alert';
import { Tooltip } from './tooltip';

const stripes: Record<ToastType, string> = {
  success: 'before:bg-success [&_.toast-icon]:text-success',
  error: 'before:bg-danger [&_.toast-icon]:text-danger',
  warning: 'before:bg-warning [&_.toast-icon]:text-warning',
  info: 'before:bg-info [&_.toast-icon]:text-info',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const Icon = messageIcons[toast.type];
  const actionClasses =
    'mt-2 inline-flex min-h-9 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-primary-fg hover:bg-primary-hover pointer-coarse:min-h-11';
  return (
    <li
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-type={toast.type}
      data-read={toast.isRead}
      onClick={() => markToastRead(toast.id)}
      className={cn(
        'pointer-events-auto relative flex w-full gap-3 overflow-hidden rounded-2xl border border-border bg-surface py-3.5 ps-4 pe-2 text-fg shadow-card animate-slide-in',
        'before:absolute before:inset-y-0 before:start-0 before:w-1.5',
        stripes[toast.type],
        toast.isRead && 'before:opacity-40',
      )}
    >
      <Icon className="toast-icon mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{toast.title}</p>
        {toast.message && <p className="mt-0.5 text-sm leading-snug text-muted">{toast.message}</p>}
        {toast.action &&
          (toast.action.to ? (
            <Link
              to={toast.action.to}
              className={actionClasses}
              onClick={() => {
                toast.action?.onClick?.();
                removeToast(toast.id);
              }}
            >
              {toast.action.label}
            </Link>
          ) : (
            <button
              type="button"
              className={actionClasses}
              onClick={() => {
                toast.action?.onClick?.();
                removeToast(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ))}
      </div>
      <Tooltip label={t('actions.closeNotification')}>
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            removeToast(toast.id);
          }}
          className="-my-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg pointer-coarse:size-11"
          aria-label={t('actions.closeNotification')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </li>
  );
}

/**
 * Top right, newest on top, at most five (shared toast rules). It starts below the sticky
 * header (its height and the notch's inset): over it, a toast hid the account menu, the bell and
 * the language for the five seconds it lasts, just after the action most likely to be
 * followed by one of them.
 */
export function ToastStack() {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  return (
    <section
      aria-label={t('a11y.notifications')}
      aria-live="polite"
      className="pointer-events-none fixed top-[calc(var(--spacing-header)_+_0.75rem_+_env(safe-area-inset-top))] right-[max(0.75rem,env(safe-area-inset-right))] left-[max(0.75rem,env(safe-area-inset-left))] z-[80] flex justify-end sm:left-auto"
    >
      <ol className="flex w-full flex-col gap-2.5 sm:w-96">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
