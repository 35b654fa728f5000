/**
 * Every limit of the account routes in one place. Two kinds:
 * - `ROUTE_LIMITS`: requests per client (address, or user once signed in), by
 *   @fastify/rate-limit, in memory per server;
 * - `FAILURE_LIMITS`: failed sign-ins and mails sent, counted in the database
 *   (`auth_throttle`) so every server sharing one PostgreSQL sees the same count.
 */
export const ROUTE_LIMITS = {
  register: { max: 10, timeWindow: '1 hour' },
  login: { max: 30, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 10, timeWindow: '15 minutes' },
  resendVerification: { max: 5, timeWindow: '15 minutes' },
  changePassword: { max: 10, timeWindow: '15 minutes' },
  logoutOthers: { max: 10, timeWindow: '15 minutes' },
  /** each attempt costs an argon2 verification */
  deleteAccount: { max: 5, timeWindow: '15 minutes' },
  avatar: { max: 30, timeWindow: '15 minutes' },
  userSearch: { max: 30, timeWindow: '15 minutes' },
  /** each invitation mails someone else */
  coupleInvite: { max: 20, timeWindow: '15 minutes' },
  coupleCode: { max: 20, timeWindow: '15 minutes' },
  /** 31^8 codes make guessing hopeless anyway; this keeps trying visible */
  coupleJoin: { max: 30, timeWindow: '15 minutes' },
} as const;

export interface FailureLimit {
  max: number;
  windowSeconds: number;
}

export const FAILURE_LIMITS = {
  /** a sixth wrong password within 15 minutes answers 429, whoever asks */
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  /** one address guessing across many accounts */
  loginPerAddress: { max: 20, windowSeconds: 15 * 60 },
  /** reset mails to one account; beyond it forgot-password still answers alike but sends nothing */
  resetMailsPerAccount: { max: 3, windowSeconds: 60 * 60 },
  verifyMailsPerAccount: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, FailureLimit>;
