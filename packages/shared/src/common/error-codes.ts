/**
 * Error codes the API answers with, and their English messages, which clients match on.
 * `message` is English; the web maps `code` (or the message) to its localized toast.
 */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  // accounts
  emailTaken: 'EMAIL_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  sessionEnded: 'SESSION_ENDED',
  totpInvalidCode: 'TOTP_INVALID_CODE',
  totpChallengeEnded: 'TOTP_CHALLENGE_ENDED',
  totpAlreadyOn: 'TOTP_ALREADY_ON',
  totpNotSetUp: 'TOTP_NOT_SET_UP',
  passkeyRejected: 'PASSKEY_REJECTED',
  passkeyNotAccepted: 'PASSKEY_NOT_ACCEPTED',
  passkeyLimit: 'PASSKEY_LIMIT',
  // couple
  coupleExists: 'COUPLE_EXISTS',
  invalidCoupleCode: 'INVALID_COUPLE_CODE',
  cannotConnectSelf: 'CANNOT_CONNECT_SELF',
  partnerNotFound: 'PARTNER_NOT_FOUND',
  noCouple: 'NO_COUPLE',
  // uploads
  fileNotImage: 'FILE_NOT_IMAGE',
  fileTypeNotAllowed: 'FILE_TYPE_NOT_ALLOWED',
  fileTooLarge: 'FILE_TOO_LARGE',
  noFile: 'NO_FILE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  imagesBusy: 'IMAGES_BUSY',
  // videos (docs/product-rules.md, Videos)
  videoTooLong: 'VIDEO_TOO_LONG',
  videoUnreadable: 'VIDEO_UNREADABLE',
  videosUnavailable: 'VIDEOS_UNAVAILABLE',
  videosBusy: 'VIDEOS_BUSY',
  // reminders
  reminderCompleted: 'REMINDER_COMPLETED',
  // memories
  privateMemory: 'PRIVATE_MEMORY',
  // timeline
  invalidCursor: 'INVALID_CURSOR',
  // letters for later: an opened letter is read-only
  letterOpened: 'LETTER_OPENED',
  // push
  pushEndpointTaken: 'PUSH_ENDPOINT_TAKEN',
  // Idempotency-Key (offline writes): the first request with this key is still running
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
  // the daily question
  questionLocked: 'QUESTION_LOCKED',
  questionDayOver: 'QUESTION_DAY_OVER',
  questionSkipUsed: 'QUESTION_SKIP_USED',
  questionAnswered: 'QUESTION_ANSWERED',
  // albums and share links
  memoryNotShareable: 'MEMORY_NOT_SHAREABLE',
  shareLinkUnavailable: 'SHARE_LINK_UNAVAILABLE',
  passcodeRequired: 'PASSCODE_REQUIRED',
  passcodeWrong: 'PASSCODE_WRONG',
  // the conversation
  messageEditWindowPassed: 'MESSAGE_EDIT_WINDOW_PASSED',
  messageRemoved: 'MESSAGE_REMOVED',
  conversationReadOnly: 'CONVERSATION_READ_ONLY',
  // export and import: one import of a person at a time
  importRunning: 'IMPORT_RUNNING',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_MESSAGES = {
  validation: 'Validation failed',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  letterOpened: 'This letter has opened: it can no longer be changed or withdrawn',
  internal: 'Internal server error',
  rateLimited: 'Too many requests, please try again later',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  invalidCurrentPassword: 'Current password is incorrect',
  invalidToken: 'This link is invalid or has expired',
  sessionEnded: 'This session has ended, please sign in again',
  totpInvalidCode: 'That code is not right, or has already been used',
  totpChallengeEnded: 'This sign-in has expired, please enter your password again',
  totpAlreadyOn: 'Two-step sign-in is already on',
  totpNotSetUp: 'Set up the authenticator app first',
  passkeyRejected: 'This passkey could not be added, please try again',
  passkeyNotAccepted: 'This passkey could not sign you in',
  passkeyLimit: 'This account already has as many passkeys as it may hold',
  coupleExists: 'Couple connection already exists',
  invalidCoupleCode: 'Invalid couple code',
  cannotConnectSelf: 'Cannot connect to yourself',
  partnerNotFound: 'Partner not found',
  noCouple: 'No active couple connection found',
  reminderCompleted: 'A completed reminder cannot be snoozed',
  privateMemory: 'A private memory takes no reactions or comments',
  invalidCursor: 'This page position is not valid, please reload the list',
  pushEndpointTaken: 'This browser receives notifications for another account',
  pushEndpointRefused: 'Push endpoints must be public https addresses',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  questionLocked: 'Both answers are revealed: an answer can no longer change',
  questionDayOver: "This question is no longer today's question",
  questionSkipUsed: "Today's skip has already been used",
  questionAnswered: 'A question already answered cannot be skipped',
  memoryNotShareable: 'Only memories shared in this couple can go in an album or a share link',
  shareLinkUnavailable: 'This link is not available (it may have expired or been turned off)',
  passcodeRequired: 'This link needs its passcode',
  passcodeWrong: 'The passcode is not right',
  messageEditWindowPassed: 'A message can be edited only within 15 minutes of sending it',
  messageRemoved: 'This message was removed',
  conversationReadOnly:
    'Your couple has ended: the conversation is kept, read only, until you two reconnect',
  importRunning: 'An import of yours is already running: wait for it to finish, then try again',
} as const;
