import { randomUUID } from 'node:crypto';
import { EMAIL_TOKEN_TTL_SECONDS, isLocale } from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import {
  accountLink,
  resetPasswordLink,
  resetPasswordMail,
  securityNoticeMail,
  verifyEmailLink,
  verifyEmailMail,
} from '../../lib/mail-templates.js';
import type { SecurityNotice } from '../../lib/mail-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.js';
import type { AuthRepository } from './auth-repository.js';
import { FAILURE_LIMITS } from './auth-limits.js';
import type { Throttle } from './throttle.js';

export interface EmailLinksDeps {
  transact: Transact<{ auth: Pick<AuthRepository, 'insertEmailToken' | 'retireEmailTokens'> }>;
  throttle: Pick<Throttle, 'hit' | 'retryAfter'>;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  publicUrl: string;
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;

/**
 * Single-use links by e-mail (ASVS 7.2.3): 256 random bits, only the hash stored,
 * 60 minutes, a newer link retires the older ones; and the notices of changes to how an
 * account signs in. Mail leaves in the background so
 * the answer does not wait on SMTP, nor reveal by its timing whether anything was sent.
 */
export function createEmailLinksService(deps: EmailLinksDeps) {
  async function issueToken(userId: string, purpose: 'reset' | 'verify'): Promise<string> {
    const token = newOpaqueToken();
    const now = deps.clock.now();
    const id = randomUUID();
    await deps.transact(async ({ auth }) => {
      await auth.insertEmailToken({
        id,
        userId,
        purpose,
        tokenHash: hashOpaqueToken(token),
        expiresAt: addSeconds(now, EMAIL_TOKEN_TTL_SECONDS),
        createdAt: now,
      });
      await auth.retireEmailTokens(userId, purpose, now, id);
    });
    return token;
  }

  const mailInput = (user: UserRow, link: string) => ({
    to: user.email,
    displayName: user.displayName,
    language: isLocale(user.language) ? user.language : 'vi',
    link,
  });

  /** at most 3 an hour per account; beyond that nothing is sent, and the caller is told nothing */
  function sendReset(user: UserRow): void {
    deps.background.run('reset-password mail', async () => {
      const sent = await deps.throttle.hit(
        `mail:reset:${user.id}`,
        FAILURE_LIMITS.resetMailsPerAccount,
      );
      if (sent > FAILURE_LIMITS.resetMailsPerAccount.max) return;
      const token = await issueToken(user.id, 'reset');
      await deps.mailer.send(
        resetPasswordMail(mailInput(user, resetPasswordLink(deps.publicUrl, token))),
      );
    });
  }

  function sendVerification(user: UserRow): void {
    deps.background.run('verify-email mail', async () => {
      await deps.throttle.hit(`mail:verify:${user.id}`, FAILURE_LIMITS.verifyMailsPerAccount);
      const token = await issueToken(user.id, 'verify');
      await deps.mailer.send(
        verifyEmailMail(mailInput(user, verifyEmailLink(deps.publicUrl, token))),
      );
    });
  }

  /** the signed-in user asking again: told when to retry (429), no enumeration at stake */
  async function resendVerification(user: UserRow): Promise<void> {
    const wait = await deps.throttle.retryAfter(
      `mail:verify:${user.id}`,
      FAILURE_LIMITS.verifyMailsPerAccount,
    );
    if (wait > 0) throw tooManyRequests(wait);
    sendVerification(user);
  }

  /**
   * A change to how the account signs in (a passkey added, the password changed or reset,
   * two-step on or off), told to its owner as it happens: whoever made it with a borrowed
   * session, the owner hears of it and where to undo it. In the background, as every mail.
   */
  function sendSecurityNotice(user: UserRow, notice: SecurityNotice): void {
    const at = deps.clock.now();
    deps.background.run('security notice mail', async () => {
      await deps.mailer.send(
        securityNoticeMail({
          ...mailInput(user, accountLink(deps.publicUrl)),
          notice,
          at,
          timeZone: user.timeZone,
        }),
      );
    });
  }

  return { sendReset, sendVerification, resendVerification, sendSecurityNotice };
}
