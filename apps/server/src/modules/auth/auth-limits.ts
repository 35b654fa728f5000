/**
 * Failed sign-ins and mails sent, counted in the database (`auth_throttle`) so every server
 * sharing one PostgreSQL sees the same count. The limits on requests per client are declared
 * on each endpoint (`rateLimit` in packages/shared) and counted by @fastify/rate-limit in
 * memory per server.
 */
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

/** the account's tally of wrong passwords, wherever a password is asked (e-mails are stored lowercase) */
export const loginAccountKey = (email: string) => `login:account:${email}`;
