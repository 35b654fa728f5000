import { lazy } from 'react';
import type { TFunction } from 'i18next';
import type { Memory } from '@doita/shared';
import type { MemoryPrefill } from './memory-form';
import { DialogLoading } from '@/components/ui/dialog-loading';
import { withChunkReload } from '@/lib/chunk-reload';
import { formDrafts } from '@/lib/form-drafts';
import { openModal } from '@/lib/modal-store';
import { getSession } from '@/lib/session';
import { MEMORY_DRAFT } from '../hooks/memory-draft-key';
import { pickPhotos } from './pick-photos';

// The form (react-hook-form, photo uploads) loads when it is first opened, not with the list.
const loadForm = withChunkReload(() => import('./memory-form'));
const MemoryForm = lazy(() => loadForm().then((m) => ({ default: m.MemoryForm })));

/** Loads the form ahead, e.g. when the pointer reaches the button that opens it. */
export function preloadMemoryForm(): void {
  void loadForm().catch(() => undefined);
}

/**
 * Opens the memory form in the modal host. A new
 * memory may start from its photos (`start: 'photos'`): the system's picker opens at once,
 * within the tap (the form arrives behind it and takes what was picked), unless a draft is
 * waiting, which opens as it was left instead. Closing a new memory's form (Escape, the
 * backdrop, the close button) discards its draft, as Cancel does.
 */
export function openMemoryForm(
  t: TFunction,
  options: {
    memory?: Memory;
    onSaved?: (memory: Memory) => void;
    start?: 'photos';
    /** a new memory's first values (the form then starts from them, not from a draft) */
    prefill?: MemoryPrefill;
  } = {},
): string {
  const { memory, onSaved } = options;
  const userId = getSession()?.user.id ?? null;
  const hasDraft = !memory && !options.prefill && !!userId && formDrafts.has(MEMORY_DRAFT, userId);
  const photoFirst = !memory && options.start === 'photos' && !hasDraft;
  const picked = photoFirst ? pickPhotos() : undefined;
  return openModal({
    component: 'content',
    props: {
      title: t(memory ? 'memories:form.editTitle' : 'memories:form.createTitle'),
      description: t(memory ? 'memories:form.editDescription' : 'memories:form.createDescription'),
      size: 'lg',
      onDismiss: !memory && userId ? () => formDrafts.remove(MEMORY_DRAFT, userId) : undefined,
      render: (close) => (
        <DialogLoading>
          <MemoryForm
            memory={memory}
            photoFirst={photoFirst}
            picked={picked}
            prefill={memory ? undefined : options.prefill}
            onCancel={close}
            onDone={(saved) => {
              close();
              onSaved?.(saved);
            }}
          />
        </DialogLoading>
      ),
    },
  });
}
