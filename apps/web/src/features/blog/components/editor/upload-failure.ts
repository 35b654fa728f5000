import { uploadFileProblem } from '@doita/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { toast } from '@/lib/toast-store';

/**
 * An image that could not be uploaded, said in the writer's language: what is wrong with
 * the file when it is the file's fault (empty, unreadable, not an image, too large...), else
 * the failure as every other request's.
 */
export function reportUploadFailure(t: TFunction<'blog'>, error: unknown): void {
  const problem = isApiError(error) ? uploadFileProblem(error.code) : null;
  if (problem) toast.error(t('editor.toast.uploadFailed'), t(`errors:fileProblems.${problem}`));
  else notifyError(error);
}
