import type { ReactNode } from 'react';
import { createStore, useStore } from './create-store';

export interface ConfirmModalProps {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** a destructive action gets the danger button */
  tone?: 'default' | 'danger';
  /** called with true (confirmed) or false (cancelled or dismissed), then the modal closes */
  onConfirm?: (result: boolean) => void;
}

/** One photo of the preview: `srcSet` and the intrinsic size avoid a jump when it loads. */
export interface PreviewImage {
  src: string;
  alt: string;
  caption?: string;
  srcSet?: string;
  width?: number | null;
  height?: number | null;
  /** a tiny blurred image (data: URL) shown while the photo loads */
  placeholder?: string | null;
  /** the full-quality file "download original" hands out; `src` (the largest rendition) without */
  originalUrl?: string | null;
  /** a video's playable file: shown with its controls, `src` its poster */
  videoUrl?: string | null;
}

/** One photo, or several to step through (swipe, arrow keys) starting at `startIndex`. */
export type ImagePreviewModalProps = PreviewImage | { images: PreviewImage[]; startIndex?: number };

/** A dialog whose body a feature renders (e.g. a form); `close` closes this modal. */
export interface ContentModalProps {
  title: string;
  description?: string;
  /** 'lg' for a form that needs room (default 'md') */
  size?: 'md' | 'lg';
  render: (close: () => void) => ReactNode;
  /** Escape, the backdrop or the close button closed it (not its own body calling `close`) */
  onDismiss?: () => void;
}

/** A modal: id, component, props, persistent flag (a backdrop click does not close it). */
export type ModalEntry =
  | { id: string; component: 'confirm'; props: ConfirmModalProps; persistent: boolean }
  | { id: string; component: 'image-preview'; props: ImagePreviewModalProps; persistent: boolean }
  | { id: string; component: 'content'; props: ContentModalProps; persistent: boolean };

export type ModalInput =
  | { component: 'confirm'; props: ConfirmModalProps; persistent?: boolean; id?: string }
  | {
      component: 'image-preview';
      props: ImagePreviewModalProps;
      persistent?: boolean;
      id?: string;
    }
  | { component: 'content'; props: ContentModalProps; persistent?: boolean; id?: string };

const modalStore = createStore<ModalEntry[]>([]);
let counter = 0;

/** Pushes a modal on the stack; the host shows the newest. Returns its id. */
export function openModal(input: ModalInput): string {
  counter += 1;
  const id = input.id ?? `modal-${Date.now()}-${counter}`;
  const entry: ModalEntry = { ...input, id, persistent: input.persistent ?? false };
  modalStore.set((stack) => [...stack.filter((m) => m.id !== id), entry]);
  return id;
}

/** Closes the modal with this id, or the top one when no id is given. */
export function closeModal(id?: string): void {
  modalStore.set((stack) => {
    if (stack.length === 0) return stack;
    if (id === undefined) return stack.slice(0, -1);
    return stack.some((m) => m.id === id) ? stack.filter((m) => m.id !== id) : stack;
  });
}

export function closeAllModals(): void {
  modalStore.set([]);
}

export function getModals(): ModalEntry[] {
  return modalStore.get();
}

export function useModals(): ModalEntry[] {
  return useStore(modalStore);
}

/** Opens a confirm dialog and resolves with the user's answer. */
export function confirmDialog(
  props: Omit<ConfirmModalProps, 'onConfirm'>,
  options?: { persistent?: boolean },
): Promise<boolean> {
  return new Promise((resolve) => {
    openModal({
      component: 'confirm',
      props: { ...props, onConfirm: resolve },
      persistent: options?.persistent,
    });
  });
}
