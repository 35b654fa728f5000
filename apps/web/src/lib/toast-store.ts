import { newToastId, pushToast, toastDuration, type ToastType } from '@doita/shared';
import { createStore, useStore } from './create-store';

/** A toast's optional action: a link inside the app and/or a callback. */
export interface ToastAction {
  label: string;
  to?: string;
  onClick?: () => void;
}

/** A notification toast (timings: docs/product-rules.md, Languages, themes, dates and messages). */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** milliseconds before it leaves on its own; 0 stays until closed */
  duration: number;
  action?: ToastAction;
  createdAt: number;
  isRead: boolean;
}

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  /** omitted: the type's default (shared toast rules); 0 or null: stays */
  duration?: number | null;
  action?: ToastAction;
}

const toastStore = createStore<Toast[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Adds a toast on top (at most five: the oldest beyond that leaves). Returns its id. */
export function addToast(input: ToastInput): string {
  const now = Date.now();
  const toast: Toast = {
    id: newToastId(now),
    type: input.type,
    title: input.title,
    message: input.message,
    duration: toastDuration(input.type, input.duration),
    action: input.action,
    createdAt: now,
    isRead: false,
  };
  toastStore.set((stack) => {
    const next = pushToast(stack, toast);
    for (const dropped of stack) if (!next.includes(dropped)) stopTimer(dropped.id);
    return next;
  });
  if (toast.duration > 0) {
    timers.set(
      toast.id,
      setTimeout(() => removeToast(toast.id), toast.duration),
    );
  }
  return toast.id;
}

export function removeToast(id: string): void {
  stopTimer(id);
  toastStore.set((stack) =>
    stack.some((t) => t.id === id) ? stack.filter((t) => t.id !== id) : stack,
  );
}

export function clearToasts(): void {
  for (const id of timers.keys()) stopTimer(id);
  toastStore.set([]);
}

/** Clicking a toast marks it read. */
export function markToastRead(id: string): void {
  toastStore.set((stack) =>
    stack.some((t) => t.id === id && !t.isRead)
      ? stack.map((t) => (t.id === id ? { ...t, isRead: true } : t))
      : stack,
  );
}

export function getToasts(): Toast[] {
  return toastStore.get();
}

export function useToasts(): Toast[] {
  return useStore(toastStore);
}

/** Shorthands for the four types. */
export const toast = {
  success: (title: string, message?: string, extra?: Partial<ToastInput>) =>
    addToast({ ...extra, type: 'success', title, message }),
  error: (title: string, message?: string, extra?: Partial<ToastInput>) =>
    addToast({ ...extra, type: 'error', title, message }),
  warning: (title: string, message?: string, extra?: Partial<ToastInput>) =>
    addToast({ ...extra, type: 'warning', title, message }),
  info: (title: string, message?: string, extra?: Partial<ToastInput>) =>
    addToast({ ...extra, type: 'info', title, message }),
};
