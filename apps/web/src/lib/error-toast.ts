import { errorToastFor, uploadFileProblem } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES, fieldErrorMessage } from './api-error';
import { contractKey, i18n, translateValidation } from './i18n';
import { addToast, getToasts, type ToastInput } from './toast-store';

/**
 * The one place where a failure becomes a toast: the shared error catalogue picks
 * the keys, this turns them into text in the user's language.
 */
export function errorToastInput(error: unknown): ToastInput {
  const t = i18n.t.bind(i18n);
  if (!(error instanceof ApiError)) {
    return { type: 'error', title: t('errors:generic'), message: t('errors:unknown') };
  }
  if (error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return { type: 'error', title: t('errors:generic'), message: t('errors:invalidResponse') };
  }
  const entry = errorToastFor({ status: error.status, message: error.message, code: error.code });
  const title = t(contractKey(entry.titleKey));
  let message: string | undefined;
  // An upload that failed because of the file says what is wrong with it, on every path.
  const fileProblem = uploadFileProblem(error.code);
  if (fileProblem) {
    message = t(`errors:fileProblems.${fileProblem}`);
  } else if (entry.messageKey) {
    message = t(contractKey(entry.messageKey));
  } else if (error.status === 422 && error.errors.length > 0) {
    message = error.errors
      .map((item) => translateValidation(t, fieldErrorMessage(item)))
      .join(' · ');
  } else if (i18n.exists(`errors:codes.${error.code}`)) {
    // A code the catalogue knows reads in the user's language rather than the server's English.
    message = t(`errors:codes.${error.code}`);
  } else if (entry.serverMessage) {
    message = entry.serverMessage;
  }
  return {
    type: 'error',
    title,
    message,
    duration: entry.duration,
    action: entry.action
      ? { label: t(contractKey(entry.action.labelKey)), to: entry.action.to }
      : undefined,
  };
}

/** Shows the error toast for a failure; an identical toast already on screen is not repeated. */
export function notifyError(error: unknown): string | null {
  const input = errorToastInput(error);
  const duplicate = getToasts().find((t) => t.title === input.title && t.message === input.message);
  if (duplicate) return duplicate.id;
  return addToast(input);
}

/** For the global query and mutation handlers: a failed-refresh 401 already toasted once. */
export function reportError(error: unknown): void {
  if (error instanceof ApiError && error.sessionExpired) return;
  notifyError(error);
}

/**
 * A failed action's toast: the action's own title ('Có lỗi khi tạo kỷ niệm')
 * with the catalogue's text as the message. The couple-required toast keeps its own title
 * and its action to /couple/connect. A session that already ended toasts nothing more.
 */
export function failureToastInput(title: string, error: unknown): ToastInput {
  const described = errorToastInput(error);
  if (described.action) return described;
  return { ...described, title, message: described.message ?? described.title };
}

export function notifyFailure(title: string, error: unknown): string | null {
  if (error instanceof ApiError && error.sessionExpired) return null;
  const input = failureToastInput(title, error);
  const duplicate = getToasts().find((t) => t.title === input.title && t.message === input.message);
  if (duplicate) return duplicate.id;
  return addToast(input);
}
