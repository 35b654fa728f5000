import { ERROR_CODES } from '@doita/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { toast } from '@/lib/toast-store';

const KNOWN: Record<string, string> = {
  [ERROR_CODES.fileTooLarge]: 'editor.uploadErrors.tooLarge',
  [ERROR_CODES.payloadTooLarge]: 'editor.uploadErrors.tooLarge',
  [ERROR_CODES.fileNotImage]: 'editor.uploadErrors.notImage',
  [ERROR_CODES.fileTypeNotAllowed]: 'editor.uploadErrors.wrongType',
};

/** An image that could not be uploaded, said in the writer's language. */
export function reportUploadFailure(t: TFunction<'blog'>, error: unknown): void {
  const key = isApiError(error) ? KNOWN[error.code] : undefined;
  if (key) toast.error(t('editor.toast.uploadFailed'), t(key));
  else notifyError(error);
}
