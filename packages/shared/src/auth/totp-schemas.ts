import { z } from 'zod';
import { authResponseSchema, passwordSchema } from './auth-schemas.js';

/** six digits, spaces or a dash between allowed ("123 456") */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{3}[\s-]?\d{3}$/, 'Enter the 6-digit code');

/** a six-digit code or a recovery code ("abcde-fghij"), as typed */
export const totpOrRecoveryCodeSchema = z.string().trim().min(6).max(20);

/** POST /auth/totp/setup: a new secret to add to the app (two-step is not on until enable). */
export const totpSetupResponseSchema = z.object({
  /** base32, what a person types when they cannot scan */
  secret: z.string(),
  /** otpauth://totp/… for the QR code */
  otpauthUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableBodySchema = z.object({ code: totpCodeSchema });
export type TotpEnableBody = z.input<typeof totpEnableBodySchema>;

/** ten one-time codes, shown this once */
export const totpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;

/** Turning two-step off: the password, or a code from the app, or a recovery code. */
export const totpDisableBodySchema = z
  .object({
    password: passwordSchema.optional(),
    code: totpOrRecoveryCodeSchema.optional(),
  })
  .refine((body) => Boolean(body.password) !== Boolean(body.code), {
    message: 'Give the password or a code',
  });
export type TotpDisableBody = z.input<typeof totpDisableBodySchema>;

export const totpStatusResponseSchema = z.object({
  enabled: z.boolean(),
  /** recovery codes not used yet */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TotpStatusResponse = z.infer<typeof totpStatusResponseSchema>;

/** What POST /auth/login answers when the account has two-step on: no tokens yet. */
export const totpRequiredResponseSchema = z.object({
  totpRequired: z.literal(true),
  /** opaque, single-use, valid for a few minutes */
  challenge: z.string(),
});
export type TotpRequiredResponse = z.infer<typeof totpRequiredResponseSchema>;

/** POST /auth/login: the tokens, or the second step's challenge when two-step is on. */
export const loginResponseSchema = z.union([authResponseSchema, totpRequiredResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginTotpBodySchema = z.object({
  challenge: z.string().min(16).max(200),
  code: totpOrRecoveryCodeSchema,
});
export type LoginTotpBody = z.input<typeof loginTotpBodySchema>;

export const totpExamples = {
  enable: { code: '123456' },
  disable: { password: 'Abcdefg-1' },
  loginTotp: { challenge: 'A'.repeat(43), code: '123456' },
} as const;
