import { Suspense, lazy } from 'react';
import type { TFunction } from 'i18next';
import type { Memory } from '@doita/shared';
import { Spinner } from '@/components/ui/spinner';
import { withChunkReload } from '@/lib/chunk-reload';
import { openModal } from '@/lib/modal-store';

// The form (react-hook-form, photo uploads) loads when it is first opened, not with the list.
const loadForm = withChunkReload(() => import('./memory-form'));
const MemoryForm = lazy(() => loadForm().then((m) => ({ default: m.MemoryForm })));

/** Loads the form ahead, e.g. when the pointer reaches the button that opens it. */
export function preloadMemoryForm(): void {
  void loadForm().catch(() => undefined);
}

/** Opens the memory form in the modal host (spec section 2 "Modals": memory form). */
export function openMemoryForm(
  t: TFunction,
  options: { memory?: Memory; onSaved?: (memory: Memory) => void } = {},
): string {
  const { memory, onSaved } = options;
  return openModal({
    component: 'content',
    props: {
      title: t(memory ? 'memories:form.editTitle' : 'memories:form.createTitle'),
      description: t(memory ? 'memories:form.editDescription' : 'memories:form.createDescription'),
      size: 'lg',
      render: (close) => (
        <Suspense
          fallback={
            <p role="status" className="mt-6 flex items-center gap-2 text-muted">
              <Spinner />
              {t('common:status.loading')}
            </p>
          }
        >
          <MemoryForm
            memory={memory}
            onCancel={close}
            onDone={(saved) => {
              close();
              onSaved?.(saved);
            }}
          />
        </Suspense>
      ),
    },
  });
}
