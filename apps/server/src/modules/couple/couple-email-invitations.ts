import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isLocale } from '@doita/shared';
import type { Couple } from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import { addSeconds } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { coupleSignUpInvitationMail, coupleSignUpLink } from '../../lib/mail-templates.js';
import { newNotification } from '../notifications/index.js';
import { emailInvitationCouple } from './couple-view.js';
import { CONNECT_PATH, coupleExists } from './couple-writes.js';
import type { CoupleCaller, CoupleServiceDeps, CoupleWrites } from './couple-writes.js';

/** How long the sign-up link of an invitation to an address with no account works. */
export const EMAIL_INVITATION_TTL_DAYS = 14;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Invitations to an address with no account yet: mailed with a sign-up link, and turned
 * into ordinary pending invitations when that address registers.
 */
export function createEmailInvitations(deps: CoupleServiceDeps, writes: CoupleWrites) {
  const { clock } = deps;

  return {
    /**
     * An address with no account: an e-mail with a sign-up link (single-use token, stored
     * hashed, EMAIL_INVITATION_TTL_DAYS) replaces whatever I sent before. The answer has the
     * same status and shape as an invitation to an account: nobody learns who has one.
     */
    async inviteByMail(
      me: CoupleCaller,
      email: string,
      anniversaryDate: string | undefined,
    ): Promise<{ couple: Couple }> {
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      await writes.write(async (tx) => {
        const at = clock.now();
        await tx.couples.lockUsers([me.id]);
        if (await tx.couples.anyMember([me.id])) throw coupleExists();
        await tx.couples.endPendingSentBy(me.id, at);
        await tx.couples.insertEmailInvitation({
          id,
          inviterId: me.id,
          email,
          tokenHash: hashOf(token),
          anniversaryDate: anniversaryDate ?? null,
          expiresAt: addSeconds(at, EMAIL_INVITATION_TTL_DAYS * 24 * 60 * 60),
          createdAt: at,
        });
        return { coupleId: id };
      });
      const language = isLocale(me.language) ? me.language : ('vi' as const);
      deps.background.run('couple sign-up invitation mail', () =>
        deps.mailer.send(
          coupleSignUpInvitationMail({
            to: email,
            displayName: email,
            language,
            link: coupleSignUpLink(deps.publicUrl, token, email),
            actorName: me.displayName,
          }),
        ),
      );
      const [mailed, person] = await Promise.all([
        deps.couples.findLiveEmailInvitationOf(me.id, clock.now()),
        deps.couples.findPerson(me.id),
      ]);
      if (!mailed || !person) throw notFound();
      return { couple: emailInvitationCouple(mailed, person, writes.avatarUrlFor(me)) };
    },

    /**
     * A new account: the invitations mailed to its address, or the one whose sign-up link it
     * came with, become pending invitations for it to accept or decline (the invitee always
     * consents: nobody is connected by someone else's action alone). An inviter connected
     * meanwhile is skipped.
     * Never fails the sign-up: an error is reported and the account stands.
     */
    async claimEmailInvitations(user: UserRow, token: string | undefined): Promise<void> {
      try {
        await writes.write(async (tx) => {
          const at = clock.now();
          const claimed = await tx.couples.claimEmailInvitations(
            user.email,
            token ? hashOf(token) : null,
            at,
          );
          const inviterIds = [...new Set(claimed.map((row) => row.inviterId))].filter(
            (id) => id !== user.id,
          );
          if (inviterIds.length === 0) return { coupleId: '' };
          await tx.couples.lockUsers([user.id, ...inviterIds]);
          for (const row of claimed) {
            if (row.inviterId === user.id) continue;
            if (await tx.couples.anyMember([row.inviterId])) continue;
            const pair = await tx.couples.findPair(row.inviterId, user.id);
            const fields = {
              user1Id: row.inviterId,
              user2Id: user.id,
              status: 'pending' as const,
              anniversaryDate: row.anniversaryDate,
            };
            const coupleId = await writes.invite(tx, pair, fields, at);
            const inviter = await tx.couples.findPerson(row.inviterId);
            await tx.notifications.insert(
              newNotification(
                user.id,
                'invitation_received',
                { actorName: inviter?.displayName ?? '', coupleId },
                CONNECT_PATH,
                at,
              ),
            );
          }
          return { coupleId: '' };
        });
      } catch (error) {
        // Reported through the background tasks' error handler (logged), never to the caller.
        deps.background.run('claim e-mail invitations', () => {
          throw error;
        });
      }
    },
  };
}
