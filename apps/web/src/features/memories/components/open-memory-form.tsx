import type { TFunction } from 'i18next';
import type { Memory } from '@doita/shared';
import { openModal } from '@/lib/modal-store';
import { MemoryForm } from './memory-form';

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
        <MemoryForm
          memory={memory}
          onCancel={close}
          onDone={(saved) => {
            close();
            onSaved?.(saved);
          }}
        />
      ),
    },
  });
}
