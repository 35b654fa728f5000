import { useTranslation } from 'react-i18next';
import { closeModal, useModals, type ModalEntry } from '@/lib/modal-store';
import { Button } from './button';
import { Dialog } from './dialog';

function ConfirmModal({ modal }: { modal: Extract<ModalEntry, { component: 'confirm' }> }) {
  const { t } = useTranslation('common');
  const { props } = modal;
  const answer = (result: boolean) => {
    props.onConfirm?.(result);
    closeModal(modal.id);
  };
  return (
    <Dialog
      open
      persistent={modal.persistent}
      onDismiss={() => answer(false)}
      title={props.title}
      description={props.message}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => answer(false)}>
          {props.cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button
          variant={props.tone === 'danger' ? 'danger' : 'primary'}
          onClick={() => answer(true)}
        >
          {props.confirmLabel ?? t('actions.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

function ImagePreviewModal({
  modal,
}: {
  modal: Extract<ModalEntry, { component: 'image-preview' }>;
}) {
  const { props } = modal;
  return (
    <Dialog
      open
      persistent={modal.persistent}
      onDismiss={() => closeModal(modal.id)}
      title={props.alt}
      hideTitle
      className="max-w-3xl p-3 sm:p-4"
    >
      <figure className="flex flex-col items-center gap-3">
        <img
          src={props.src}
          alt={props.alt}
          className="max-h-[75dvh] w-auto max-w-full rounded-xl object-contain"
        />
        {props.caption && (
          <figcaption className="px-2 pb-1 text-center text-sm text-muted">
            {props.caption}
          </figcaption>
        )}
      </figure>
    </Dialog>
  );
}

function ContentModal({ modal }: { modal: Extract<ModalEntry, { component: 'content' }> }) {
  const { props } = modal;
  const close = () => closeModal(modal.id);
  return (
    <Dialog
      open
      persistent={modal.persistent}
      onDismiss={close}
      title={props.title}
      description={props.description}
    >
      {props.render(close)}
    </Dialog>
  );
}

/** Shows the newest modal of the stack; closing it reveals the one below. */
export function ModalLayer() {
  const modals = useModals();
  const top = modals[modals.length - 1];
  if (!top) return null;
  if (top.component === 'confirm') return <ConfirmModal key={top.id} modal={top} />;
  if (top.component === 'content') return <ContentModal key={top.id} modal={top} />;
  return <ImagePreviewModal key={top.id} modal={top} />;
}
