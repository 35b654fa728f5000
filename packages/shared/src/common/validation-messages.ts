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
  // uploads
  notYourUpload: 'validation.notYourUpload',
  avatarNotVideo: 'validation.avatarNotVideo',
  photoNotVideo: 'validation.photoNotVideo',
  videoTooLong: 'validation.videoTooLong',
  liveClipTooLong: 'validation.liveClipTooLong',
  videoUnreadable: 'validation.videoUnreadable',
  // places
  latitude: 'validation.latitude',
  longitude: 'validation.longitude',
  // letters for later
  letterTooSoon: 'validation.letterTooSoon',
  letterTooFar: 'validation.letterTooFar',
  // check-ins (`checkinDayOver` carries the hour yesterday's check-ins end: checkinDayOverMessage)
  checkinDayAhead: 'validation.checkinDayAhead',
  checkinDayOver: 'validation.checkinDayOver',
  // the generic messages, for a field without a message of its own
  number: 'validation.number',
  fileType: 'validation.fileType',
  pushEndpoint: 'validation.pushEndpoint',
  // Idempotency-Key (offline writes)
  idempotencyKey: 'validation.idempotencyKey',
  idempotencyKeyReused: 'validation.idempotencyKeyReused',
} as const;

export const maxLengthMessage = (max: number) => `validation.maxLength:${max}`;
export const minLengthMessage = (min: number) => `validation.minLength:${min}`;
/** a list holding more than `max` items (tags of a post) */
export const maxItemsMessage = (max: number) => `validation.maxItems:${max}`;
export const minValueMessage = (min: number) => `validation.minValue:${min}`;
export const maxValueMessage = (max: number) => `validation.maxValue:${max}`;
/** a check-in for a day that is over: today only, or yesterday before `hour`:00 */
export const checkinDayOverMessage = (hour: number) => `${VALIDATION.checkinDayOver}:${hour}`;
/** a file over `mb` megabytes */
export const fileSizeMessage = (mb: number) => `validation.fileSize:${mb}`;

/** What zod (or the server's validator) says of a failed check, as far as a message needs it. */
export interface ValidationIssueLike {
  code?: string | undefined;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
}

/**
 * A date field's refusal: left empty it is required (what the person has to do), else the
 * date is not one (30 February, year 0, not a date at all).
 */
export const dateMessage = (issue: { input?: unknown }): string =>
  issue.input === '' ? VALIDATION.required : VALIDATION.invalidDate;

const BYTES_PER_MB = 1024 * 1024;

/**
 * The generic message for a check that names none of its own: required,
 * invalid e-mail, minimum/maximum characters, must be a number, minimum/maximum value,
 * invalid URL, file size, invalid date. Installed as zod's default (common-schemas.ts), so
 * the API's 422s and the web's forms never fall back to zod's English.
 */
export function genericValidationMessage(issue: ValidationIssueLike): string {
  const origin = issue.origin;
  const bound = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);
  const minimum = bound(issue.minimum);
  const maximum = bound(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return VALIDATION.required;
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint'
        ? VALIDATION.number
        : VALIDATION.invalid;
    case 'too_small':
      if (typeof minimum !== 'number') return VALIDATION.invalid;
      if (origin === 'string')
        return minimum <= 1 ? VALIDATION.required : minLengthMessage(minimum);
      if (origin === 'array' || origin === 'set')
        return minimum <= 1 ? VALIDATION.required : VALIDATION.invalid;
      // an exclusive bound (`positive()`) has no "minimum value" to name
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return issue.inclusive === false ? VALIDATION.invalid : minValueMessage(minimum);
      return VALIDATION.invalid;
    case 'too_big':
      if (typeof maximum !== 'number') return VALIDATION.invalid;
      if (origin === 'string') return maxLengthMessage(maximum);
      if (origin === 'array' || origin === 'set') return maxItemsMessage(maximum);
      if (origin === 'file') return fileSizeMessage(Math.floor(maximum / BYTES_PER_MB));
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return issue.inclusive === false ? VALIDATION.invalid : maxValueMessage(maximum);
      return VALIDATION.invalid;
    case 'invalid_format':
      // an empty field wants filling before it wants a format
      if (issue.input === '') return VALIDATION.required;
      if (issue.format === 'email') return VALIDATION.email;
      if (issue.format === 'url') return VALIDATION.url;
      if (issue.format === 'date' || issue.format === 'datetime') return VALIDATION.invalidDate;
      if (issue.format === 'time') return VALIDATION.time;
      return VALIDATION.invalid;
    case 'unrecognized_keys':
      return VALIDATION.unknownField;
    default:
      return VALIDATION.invalid;
  }
}

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
  'validation.latitude': 'Latitude must be between -90 and 90',
  'validation.longitude': 'Longitude must be between -180 and 180',
  'validation.notYourUpload': 'Each photo must be one of your own new uploads',
  'validation.avatarNotVideo': 'An avatar is a photo: a video cannot be one',
  'validation.photoNotVideo': 'Only photos go here: a video cannot',
  'validation.videoTooLong': 'A video may be at most 3 minutes long',
  'validation.liveClipTooLong': "A Live Photo's motion may be at most 10 seconds long",
  'validation.videoUnreadable':
    'This video cannot be read: it may be damaged or of an unknown kind',
  'validation.letterTooSoon':
    'A letter opens from tomorrow on, on both calendars: it may already be tomorrow where your partner is',
  'validation.letterTooFar': 'A letter opens within 25 years',
  'validation.checkinDayAhead': 'A check-in is for today: that day has not come yet',
  'validation.checkinDayOver':
    'That day is over: a check-in is for today, or for yesterday until {n}:00 today',
  'validation.pushEndpoint': 'Push endpoints must be public https addresses',
  'validation.maxLength': 'Must be at most {n} characters',
  'validation.minLength': 'Must be at least {n} characters',
  'validation.maxItems': 'At most {n} items',
  'validation.number': 'Must be a number',
  'validation.minValue': 'Must be at least {n}',
  'validation.maxValue': 'Must be at most {n}',
  'validation.fileSize': 'File size must be at most {n}MB',
  'validation.fileType': 'File type not supported',
  'validation.idempotencyKey': 'Idempotency-Key must be 1 to 100 letters, digits, - or _',
  'validation.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different request',
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
