import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { hideLoading, showLoading } from '@/lib/loading-store';
import { confirmDialog, openModal } from '@/lib/modal-store';
import { clearToasts, toast } from '@/lib/toast-store';
import { GallerySection } from './gallery-section';

export function ToastSection() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="gallery-toasts" title={t('sections.toasts')}>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() =>
            toast.success(t('toasts.samples.successTitle'), t('toasts.samples.successMessage'))
          }
        >
          {t('toasts.success')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.error(t('toasts.samples.errorTitle'), t('toasts.samples.errorMessage'))
          }
        >
          {t('toasts.error')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.warning(t('toasts.samples.warningTitle'), t('toasts.samples.warningMessage'))
          }
        >
          {t('toasts.warning')}
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.info(t('toasts.samples.infoTitle'), t('toasts.samples.infoMessage'))}
        >
          {t('toasts.info')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            notifyError(
              new ApiError({
                status: 400,
                code: ERROR_CODES.noCouple,
                message: 'No active couple connection found',
              }),
            )
          }
        >
          {t('toasts.withAction')}
        </Button>
        <Button
          variant="outline"
          onClick={() => notifyError(new ApiError({ status: 500, code: ERROR_CODES.internal }))}
        >
          {t('toasts.catalogue')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast.info(t('toasts.samples.stickyTitle'), t('toasts.samples.stickyMessage'), {
              duration: 0,
            })
          }
        >
          {t('toasts.sticky')}
        </Button>
        <Button variant="ghost" onClick={clearToasts}>
          {t('toasts.clear')}
        </Button>
      </div>
    </GallerySection>
  );
}

export function ModalSection() {
  const { t } = useTranslation('gallery');
  const [result, setResult] = useState<boolean | null>(null);
  const ask = async (danger: boolean, persistent = false) => {
    const answer = await confirmDialog(
      danger
        ? {
            title: t('modals.dangerTitle'),
            message: t('modals.dangerMessage'),
            tone: 'danger',
            confirmLabel: t('modals.delete'),
          }
        : persistent
          ? { title: t('modals.persistentTitle'), message: t('modals.persistentMessage') }
          : { title: t('modals.confirmTitle'), message: t('modals.confirmMessage') },
      { persistent },
    );
    setResult(answer);
  };
  const previewImage = () =>
    openModal({
      component: 'image-preview',
      props: {
        src: '/images/sample-sunset.svg',
        alt: t('modals.imageAlt'),
        caption: t('modals.imageCaption'),
      },
    });
  return (
    <GallerySection id="gallery-modals" title={t('sections.modals')}>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void ask(false)}>
          {t('modals.confirm')}
        </Button>
        <Button variant="outline" onClick={() => void ask(true)}>
          {t('modals.confirmDanger')}
        </Button>
        <Button variant="outline" onClick={() => void ask(false, true)}>
          {t('modals.persistent')}
        </Button>
        <Button variant="outline" onClick={previewImage}>
          {t('modals.image')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            previewImage();
            void ask(false);
          }}
        >
          {t('modals.stacked')}
        </Button>
      </div>
      {result !== null && (
        <p className="mt-4 text-sm text-muted" role="status">
          {t('modals.result', { result: result ? t('modals.resultYes') : t('modals.resultNo') })}
        </p>
      )}
    </GallerySection>
  );
}

export function OverlaySection() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="gallery-overlay" title={t('sections.overlay')}>
      <Button
        variant="secondary"
        onClick={() => {
          showLoading(t('overlay.message'));
          setTimeout(hideLoading, 2000);
        }}
      >
        {t('overlay.show')}
      </Button>
    </GallerySection>
  );
}
