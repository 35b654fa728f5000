import { ERROR_CODES, ERROR_MESSAGES } from './error-codes.js';

/**
 * The error catalogue: which toast a failed call shows. Returns i18n keys (namespace
 * `errors`), never text, so the web renders them in the user's language.
 */
export interface ErrorToast {
  titleKey: string;
  /** a message key, when the catalogue fixes the message */
  messageKey?: string;
  /** the server's own text, shown when the catalogue has none for this case */
  serverMessage?: string;
  /** the couple-required toast carries an action to /couple/connect for 7 s */
  action?: { labelKey: string; to: string };
  duration?: number;
}

export interface FailedCall {
  /** undefined when no response arrived (network down, timeout) */
  status?: number;
  message?: string;
  code?: string;
}

const BUSINESS_400: Record<string, { message: string; titleKey: string }> = {
  [ERROR_CODES.noCouple]: { message: ERROR_MESSAGES.noCouple, titleKey: 'errors.noCouple' },
  [ERROR_CODES.coupleExists]: {
    message: ERROR_MESSAGES.coupleExists,
    titleKey: 'errors.coupleExists',
  },
  [ERROR_CODES.invalidCoupleCode]: {
    message: ERROR_MESSAGES.invalidCoupleCode,
    titleKey: 'errors.invalidCoupleCode',
  },
  [ERROR_CODES.cannotConnectSelf]: {
    message: ERROR_MESSAGES.cannotConnectSelf,
    titleKey: 'errors.cannotConnectSelf',
  },
  [ERROR_CODES.partnerNotFound]: {
    message: ERROR_MESSAGES.partnerNotFound,
    titleKey: 'errors.partnerNotFound',
  },
};

export const COUPLE_REQUIRED_TOAST_MS = 7000;

export function errorToastFor(call: FailedCall): ErrorToast {
  const { status, message, code } = call;
  if (status === undefined) {
    return { titleKey: 'errors.network', messageKey: 'errors.networkMessage' };
  }
  if (status === 400) {
    const known = Object.entries(BUSINESS_400).find(
      ([knownCode, v]) => knownCode === code || v.message === message,
    );
    if (known) {
      const [knownCode, v] = known;
      if (knownCode === ERROR_CODES.noCouple) {
        return {
          titleKey: v.titleKey,
          messageKey: 'errors.noCoupleMessage',
          action: { labelKey: 'errors.goToConnect', to: '/couple/connect' },
          duration: COUPLE_REQUIRED_TOAST_MS,
        };
      }
      return { titleKey: v.titleKey };
    }
    return message
      ? { titleKey: 'errors.generic', serverMessage: message }
      : { titleKey: 'errors.generic', messageKey: 'errors.unknown' };
  }
  if (status === 401)
    return { titleKey: 'errors.sessionExpired', messageKey: 'errors.sessionExpiredMessage' };
  if (status === 403) return { titleKey: 'errors.forbidden' };
  if (status === 404) return { titleKey: 'errors.notFound' };
  if (status === 422) return withServer({ titleKey: 'errors.validation' }, message);
  if (status === 429)
    return { titleKey: 'errors.rateLimited', messageKey: 'errors.rateLimitedMessage' };
  if ([500, 502, 503, 504].includes(status)) return { titleKey: 'errors.server' };
  return withServer({ titleKey: 'errors.generic' }, message);
}

function withServer(toast: ErrorToast, message: string | undefined): ErrorToast {
  return message ? { ...toast, serverMessage: message } : toast;
}
