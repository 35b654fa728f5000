import { IMAGE_ACCEPT } from '@doita/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUploadImage } from '../../api/upload-image';
import type { DraftValues } from '../../hooks/local-draft';
import { reportUploadFailure } from './upload-failure';

/** The cover: choose, change or remove an image, with its preview and upload state. */
export function CoverField({
  cover,
  onChange,
  error,
}: {
  cover: DraftValues['cover'];
  onChange: (cover: DraftValues['cover']) => void;
  error?: string;
}) {
  const { t } = useTranslation('blog');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        const middle = result.image.renditions.find((r) => r.width >= 960) ?? result.image;
        onChange({ id: result.id, url: middle.url });
      },
      onError: (failure) => reportUploadFailure(t, failure),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {t('editor.cover')}
      </span>
      {cover && (
        <img
          src={cover.url}
          alt={t('editor.coverAlt')}
          className="aspect-[16/9] w-full rounded-xl bg-surface-2 object-cover"
        />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="cover-input"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={upload.isPending}
          loadingText={t('editor.uploading')}
          icon={<ImagePlus className="size-4" aria-hidden="true" />}
          onClick={() => input.current?.click()}
        >
          {cover ? t('editor.changeCover') : t('editor.chooseCover')}
        </Button>
        {cover && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => onChange(null)}
          >
            {t('editor.removeCover')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
