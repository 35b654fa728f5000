import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { errorToastInput } from '@/lib/error-toast';
import { toast } from '@/lib/toast-store';
import { useUploadAvatar } from '../api/avatar';
import { AvatarCropper, CROP_FRAME } from './avatar-cropper';
import { INITIAL_CROP, type Size } from './crop-geometry';
import { renderCrop } from './render-crop';

/**
 * The crop dialog's body: frame the picked photo, then the square is drawn on a canvas,
 * uploaded with a progress bar (POST /upload/single) and made the avatar (PUT /user/avatar).
 * A failure stays in the dialog, so the user can try again or cancel.
 */
export function AvatarCropDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [src] = useState(() => URL.createObjectURL(file));
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  const source = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [crop, setCrop] = useState(INITIAL_CROP);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const upload = useUploadAvatar();
  const busy = progress !== null || upload.isPending;

  const send = (blob: Blob) =>
    upload.mutate(
      { image: blob, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t('avatar.saved'));
          onClose();
        },
        onError: (error) => {
          setFailure(error);
          setProgress(null);
        },
      },
    );

  const onSave = async () => {
    const image = source.current;
    if (!image || !size) return;
    setFailure(null);
    setProgress(0);
    let blob: Blob;
    try {
      blob = await renderCrop(image, size, crop, CROP_FRAME);
    } catch (error) {
      setFailure(error);
      setProgress(null);
      return;
    }
    send(blob);
  };

  // This browser cannot show it (an iPhone's HEIC outside Safari): the server can read it,
  // so it may go uncropped (shown centred in the circle), when it fits the upload limit.
  const canSendAsIs = loadFailed && file.size <= UPLOAD_LIMITS.maxBytes;
  const onSendAsIs = () => {
    setFailure(null);
    setProgress(0);
    send(file);
  };

  const failureText = failure ? errorToastInput(failure) : null;
  return (
    <div className="mt-5 flex flex-col gap-5">
      {/* Decodes the photo (and is what the canvas draws from). */}
      <img
        ref={source}
        src={src}
        alt=""
        hidden
        data-testid="crop-source"
        onLoad={(event) =>
          setSize({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
        onError={() => setLoadFailed(true)}
      />
      {loadFailed ? (
        <Alert type={canSendAsIs ? 'info' : 'error'}>
          {t(canSendAsIs ? 'avatar.cropUnavailable' : 'avatar.cropLoadFailed')}
        </Alert>
      ) : size ? (
        <AvatarCropper src={src} size={size} crop={crop} onChange={setCrop} />
      ) : (
        <div
          role="status"
          className="flex flex-col items-center justify-center gap-3 text-muted"
          style={{ minHeight: CROP_FRAME }}
        >
          <Spinner className="size-6" />
          {t('avatar.cropLoading')}
        </div>
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1.5">
          <ProgressBar value={progress} label={t('avatar.progressLabel')} />
          <p className="text-sm text-muted" aria-hidden="true">
            {t('avatar.uploading', { percent: Math.round(progress * 100) })}
          </p>
        </div>
      )}
      {failureText && (
        <Alert type="error" title={t('avatar.saveFailed')}>
          {failureText.message ?? failureText.title}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          onClick={() => setCrop(INITIAL_CROP)}
          disabled={!size || busy}
          className="sm:me-auto"
        >
          {t('avatar.reset')}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        {canSendAsIs ? (
          <Button onClick={onSendAsIs} loading={busy} loadingText={t('avatar.saving')}>
            {t('avatar.saveAsIs')}
          </Button>
        ) : (
          <Button
            onClick={() => void onSave()}
            disabled={!size || loadFailed}
            loading={busy}
            loadingText={t('avatar.saving')}
          >
            {t('avatar.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
