/**
 * Kept free of zod (common-schemas.ts re-exports it) so that code needing only the keys, like
 * the web's shell that translates them, does not pull zod into its first chunk.
 *
 * Validation messages are stable keys, translated by the web (`validation` namespace)
 * and turned into English by the server with `validationMessageEn`. A key may carry one
 * numeric parameter after a colon, e.g. `validation.maxLength:200`.
 */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  passwordRule: 'validation.passwordRule',
  passwordsMismatch: 'validation.passwordsMismatch',
  invalid: 'validation.invalid',
  invalidDate: 'validation.invalidDate',
  username: 'validation.username',
  phone: 'validation.phone',
  url: 'validation.url',
  unknownField: 'validation.unknownField',
  coupleCode: 'validation.coupleCode',
  futureDate: 'validation.futureDate',
  // reminders
  pastDate: 'validation.pastDate',
  time: 'validation.time',
  nonexistentTime: 'validation.nonexistentTime',
  lunarDay: 'validation.lunarDay',
  leapMonth: 'validation.leapMonth',
  lunarMismatch: 'validation.lunarMismatch',
  lunarRecurrence: 'validation.lunarRecurrence',
  snoozePast: 'validation.snoozePast',
  timeZone: 'validation.timeZone',
  pushEndpoint: 'validation.pushEndpoint',
} as const;

export const maxLengthMessage = (max: number) => `validation.maxLength:${max}`;
export const minLengthMessage = (min: number) => `validation.minLength:${min}`;
/** a list holding more than `max` items (tags of a post) */
export const maxItemsMessage = (max: number) => `validation.maxItems:${max}`;

const EN: Record<string, string> = {
  'validation.required': 'This field is required',
  'validation.email': 'Invalid email address',
  'validation.passwordRule':
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.invalid': 'Invalid value',
  'validation.invalidDate': 'Invalid date',
  'validation.username':
    'Username must be 3 to 30 characters: lowercase letters, digits, dot or underscore',
  'validation.phone': 'Invalid phone number',
  'validation.url': 'Invalid URL',
  'validation.unknownField': 'Unknown field',
  'validation.coupleCode': 'A code is 8 letters and digits',
  'validation.futureDate': 'The date cannot be in the future',
  'validation.pastDate': 'The date must be in the future',
  'validation.time': 'Time must be HH:MM',
  'validation.nonexistentTime': 'This time does not exist on that day (the clocks change)',
  'validation.lunarDay': 'This lunar month has only 29 days',
  'validation.leapMonth': 'That lunar year has no such leap month',
  'validation.lunarMismatch': 'The date does not fall on that lunar date',
  'validation.lunarRecurrence': 'A lunar reminder repeats monthly or yearly',
  'validation.snoozePast': 'Snooze until a time in the future',
  'validation.timeZone': 'Unknown time zone',
  'validation.pushEndpoint': 'Push endpoints must be public https addresses',
  'validation.maxLength': 'Must be at most {n} characters',
  'validation.minLength': 'Must be at least {n} characters',
  'validation.maxItems': 'At most {n} items',
};

/** Splits `validation.maxLength:200` into its key and parameter. */
export function parseValidationMessage(message: string): { key: string; n?: number } {
  const colon = message.indexOf(':');
  if (colon < 0) return { key: message };
  const n = Number(message.slice(colon + 1));
  return Number.isFinite(n) ? { key: message.slice(0, colon), n } : { key: message };
}

/** English text for a validation key (the API speaks English; the web translates keys). */
export function validationMessageEn(message: string): string {
  const { key, n } = parseValidationMessage(message);
  const text = EN[key];
  if (!text) return message;
  return n === undefined ? text : text.replace('{n}', String(n));
}
