import { useEffect } from 'react';
import { defer, useDeferred } from '@/lib/deferred';
import { useModals } from '@/lib/modal-store';

// The dialogs (Radix) load the first time a modal opens.
const modalLayer = defer(() => import('./modal-layer').then((m) => m.ModalLayer));

/** The modal host: shows the newest modal of the stack. */
export function ModalHost() {
  const modals = useModals();
  const { Component, load } = useDeferred(modalLayer);
  const hasModal = modals.length > 0;
  useEffect(() => {
    if (hasModal) load();
  }, [hasModal, load]);
  return Component ? <Component /> : null;
}
