import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, useModals, type ModalEntry } from '@/lib/modal-store';
import { Button } from './button';
import { Dialog } from './dialog';
import { loadImageViewer } from './image-viewer-loader';
import { Spinner } from './spinner';

const ImageViewer = lazy(() => loadImageViewer().then((m) => ({ default: m.ImageViewer })));

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

function ViewerLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="flex h-full items-center justify-center gap-2 text-muted">
      <Spinner />
      {t('imageViewer.loading')}
    </p>
  );
}

function ImagePreviewModal({
  modal,
}: {
  modal: Extract<ModalEntry, { component: 'image-preview' }>;
}) {
  const { props } = modal;
  const images = 'images' in props ? props.images : [props];
  const start = 'images' in props ? (props.startIndex ?? 0) : 0;
  return (
    <Dialog
      open
      persistent={modal.persistent}
      onDismiss={() => closeModal(modal.id)}
      title={images[start]?.alt ?? images[0]?.alt ?? ''}
      hideTitle
      size="full"
    >
      <Suspense fallback={<ViewerLoading />}>
        <ImageViewer images={images} startIndex={start} />
      </Suspense>
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
      onDismiss={() => {
        props.onDismiss?.();
        close();
      }}
      title={props.title}
      description={props.description}
      size={props.size}
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
