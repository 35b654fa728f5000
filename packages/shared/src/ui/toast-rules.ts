/** Toasts: success and info 5 s, warning and error 7 s, 0 never dismisses. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const MAX_TOASTS = 5;

const DEFAULT_DURATION: Record<ToastType, number> = {
  success: 5000,
  info: 5000,
  warning: 7000,
  error: 7000,
};

/** Milliseconds before a toast leaves on its own; 0 means it stays until dismissed. */
export function toastDuration(type: ToastType, duration?: number | null): number {
  if (duration === 0 || duration === null) return 0;
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) return duration;
  return DEFAULT_DURATION[type];
}

/** Newest on top, at most five: adding a sixth drops the oldest. */
export function pushToast<T>(stack: readonly T[], toast: T): T[] {
  return [toast, ...stack].slice(0, MAX_TOASTS);
}

/** Ids are a timestamp plus a random string. */
export function newToastId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now}-${random().toString(36).slice(2, 10)}`;
}

/** Tooltips: shown 100 ms after the pointer or keyboard arrives, hidden after 3 s. */
export const TOOLTIP_DELAY_MS = 100;
export const TOOLTIP_VISIBLE_MS = 3000;
