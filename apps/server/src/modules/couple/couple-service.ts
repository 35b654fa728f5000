import { randomUUID } from 'node:crypto';
import { COUPLE_CODE_TTL_DAYS, ERROR_CODES, ERROR_MESSAGES } from '@doita/shared';
import type { Couple, Invitation } from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import { addSeconds } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newNotification } from '../notifications/index.js';
import { createEmailInvitations } from './couple-email-invitations.js';
import { emailInvitationCouple, newCoupleCode, toCouple, toInvitation } from './couple-view.js';
import {
  CONNECT_PATH,
  coupleExists,
  createCoupleWrites,
  invalidCode,
  noCouple,
} from './couple-writes.js';
import type { CoupleCaller, CoupleServiceDeps } from './couple-writes.js';

export type { CoupleServiceDeps } from './couple-writes.js';
export type CoupleService = ReturnType<typeof createCoupleService>;

/**
 * The couple lifecycle (docs/product-rules.md, The couple). Every write runs in one
 * transaction that first locks the people concerned (`lockUsers`), so racing requests
 * take turns; `couple_members`' primary key is the last word on "one active couple".
 */
export function createCoupleService(deps: CoupleServiceDeps) {
  const { clock } = deps;
  const writes = createCoupleWrites(deps);
  const emailInvitations = createEmailInvitations(deps, writes);
  /** what other modules do once a couple has ended (its two people) */
  const endedListeners: ((userIds: string[]) => Promise<void>)[] = [];

  return {
    /** my accepted couple, else the invitation I sent and is still pending */
    async connection(me: CoupleCaller): Promise<{ couple: Couple }> {
      const view = await deps.couples.findConnectionOf(me.id);
      if (view) return { couple: toCouple(view, me, writes.avatarUrlFor(me)) };
      const mailed = await deps.couples.findLiveEmailInvitationOf(me.id, clock.now());
      const person = mailed && (await deps.couples.findPerson(me.id));
      if (!mailed || !person) throw notFound('No couple connection');
      return { couple: emailInvitationCouple(mailed, person, writes.avatarUrlFor(me)) };
    },

    async invitations(me: CoupleCaller): Promise<{ requests: Invitation[] }> {
      const views = await deps.couples.listInvitationsTo(me.id);
      const avatarUrl = writes.avatarUrlFor(me);
      return { requests: views.map((view) => toInvitation(view, avatarUrl)) };
    },

    /**
     * Invites by e-mail. When the partner already invited me, this accepts their
     * invitation (inviting the one who invited me is consent on both sides) and answers
     * the accepted couple.
     */
    async connect(
      me: CoupleCaller,
      body: { partnerEmail: string; anniversaryDate?: string | undefined },
    ): Promise<{ couple: Couple }> {
      if (body.partnerEmail === me.email) {
        throw badRequest(ERROR_CODES.cannotConnectSelf, ERROR_MESSAGES.cannotConnectSelf);
      }
      writes.checkStartDate(body.anniversaryDate, me);
      const partner = await deps.users.findByEmail(body.partnerEmail);
      if (!partner)
        return emailInvitations.inviteByMail(me, body.partnerEmail, body.anniversaryDate);

      const outcome = await writes.write(async (tx) => {
        const at = clock.now();
        await tx.couples.lockUsers([me.id, partner.id]);
        // Only my own couple refuses: whether the partner is taken is theirs to tell (no
        // enumeration); they cannot accept before they are free (respond checks).
        if (await tx.couples.anyMember([me.id])) throw coupleExists();
        const pair = await tx.couples.findPair(me.id, partner.id);

        if (
          pair?.status === 'pending' &&
          pair.user1Id === partner.id &&
          !(await tx.couples.anyMember([partner.id]))
        ) {
          const patch = body.anniversaryDate ? { anniversaryDate: body.anniversaryDate } : {};
          await writes.activate(tx, pair.id, partner.id, me.id, patch, at);
          return {
            coupleId: pair.id,
            mail: { to: partner.id, kind: 'accepted' },
            notify: writes.accepted(partner.id, me, pair.id),
          };
        }

        await tx.couples.endPendingSentBy(me.id, at, pair?.id);
        const fields = {
          user1Id: me.id,
          user2Id: partner.id,
          status: 'pending' as const,
          ...(body.anniversaryDate ? { anniversaryDate: body.anniversaryDate } : {}),
        };
        const coupleId = await writes.invite(tx, pair, fields, at);
        return {
          coupleId,
          mail: { to: partner.id, kind: 'invitation' },
          notify: {
            to: partner.id,
            actorId: me.id,
            type: 'invitation_received',
            data: { actorName: me.displayName, coupleId },
            link: CONNECT_PATH,
          },
        };
      });
      writes.sendMail(outcome, me);
      return { couple: await writes.viewFor(outcome.coupleId, me) };
    },

    /** Only the invitee of a pending invitation answers it; to anyone else it does not exist. */
    async respond(
      me: CoupleCaller,
      body: { coupleId: string; action: 'accept' | 'decline' },
    ): Promise<{ couple: Couple | null }> {
      let alreadyAccepted = false;
      const outcome = await writes.write(async (tx) => {
        const at = clock.now();
        const found = await tx.couples.findById(body.coupleId);
        if (!found || found.user2Id !== me.id) throw notFound();
        await tx.couples.lockUsers([me.id, found.user1Id]);
        const couple = await tx.couples.findById(body.coupleId);
        if (!couple || couple.user2Id !== me.id) throw notFound();
        if (couple.status !== 'pending') {
          // A second click on Accept (two tabs): already done, same answer.
          const mine = await tx.couples.findMembership(me.id);
          if (body.action === 'accept' && couple.status === 'accepted' && mine === couple.id) {
            alreadyAccepted = true;
            return { coupleId: couple.id };
          }
          throw notFound();
        }
        const inviterId = couple.user1Id;
        if (body.action === 'decline') {
          await tx.couples.update(couple.id, { status: 'declined' }, at);
          return {
            coupleId: couple.id,
            notify: {
              to: inviterId,
              actorId: me.id,
              type: 'invitation_declined',
              data: { actorName: me.displayName },
              link: null,
            },
          };
        }
        if (await tx.couples.anyMember([me.id, inviterId])) throw coupleExists();
        await writes.activate(tx, couple.id, inviterId, me.id, {}, at);
        return {
          coupleId: couple.id,
          mail: { to: inviterId, kind: 'accepted' },
          notify: writes.accepted(inviterId, me, couple.id),
        };
      });
      if (body.action === 'decline') return { couple: null };
      if (!alreadyAccepted) writes.sendMail(outcome, me);
      return { couple: await writes.viewFor(outcome.coupleId, me) };
    },

    /**
     * Runs `listener` with the two people of each couple a disconnect ends, after its commit
     * (another module's files of what was the couple's: an export's ZIP).
     */
    afterEnded(listener: (userIds: string[]) => Promise<void>): void {
      endedListeners.push(listener);
    },

    /** Either partner; the couple is ended, not deleted, so a reconnect restores it. */
    async disconnect(me: UserRow): Promise<{ message: string }> {
      let ended: string[] = [];
      await writes.write(async (tx) => {
        const at = clock.now();
        const coupleId = await tx.couples.findMembership(me.id);
        const couple = coupleId ? await tx.couples.findById(coupleId) : undefined;
        if (!couple) throw noCouple();
        const partnerId = couple.user1Id === me.id ? couple.user2Id : couple.user1Id;
        await tx.couples.lockUsers([me.id, partnerId]);
        if ((await tx.couples.findMembership(me.id)) !== couple.id) throw noCouple();
        await tx.couples.update(couple.id, { status: 'ended', endedAt: at }, at);
        await tx.couples.deleteMembers(couple.id);
        await tx.notifications.insert(
          newNotification(
            partnerId,
            'couple_disconnected',
            { actorName: me.displayName },
            null,
            at,
          ),
        );
        ended = [me.id, partnerId];
        return { coupleId: couple.id };
      });
      // After the commit, off the answer: files cannot roll back with it.
      for (const listener of endedListeners) {
        deps.background.run('couple ended', () => listener(ended));
      }
      return { message: 'Couple disconnected' };
    },

    /** Either partner; null clears it (days then count from the day they connected). */
    async updateAnniversary(
      me: CoupleCaller,
      anniversaryDate: string | null,
    ): Promise<{ couple: Couple }> {
      writes.checkStartDate(anniversaryDate, me);
      const outcome = await writes.write(async (tx) => {
        const row = await tx.couples.updateAnniversaryOfMember(me.id, anniversaryDate, clock.now());
        if (!row) throw noCouple();
        return { coupleId: row.id };
      });
      return { couple: await writes.viewFor(outcome.coupleId, me) };
    },

    /** Withdraws the invitation I sent (to an account or an address); 404 when none waits. */
    async cancelInvitation(me: UserRow): Promise<{ message: string }> {
      await writes.write(async (tx) => {
        const at = clock.now();
        await tx.couples.lockUsers([me.id]);
        if ((await tx.couples.endPendingSentBy(me.id, at)) === 0) {
          throw notFound('No pending invitation');
        }
        return { coupleId: '' };
      });
      return { message: 'Invitation cancelled' };
    },

    /**
     * A new account: what was mailed to its address becomes pending invitations for it
     * (couple-email-invitations.ts). Never fails the sign-up.
     */
    claimEmailInvitations(user: UserRow, token: string | undefined): Promise<void> {
      return emailInvitations.claimEmailInvitations(user, token);
    },

    /** A new code replaces my unused ones; refused while I am connected. */
    async generateCode(me: UserRow): Promise<{ code: string; expiresAt: string }> {
      return deps.transact(async (tx) => {
        const at = clock.now();
        await tx.couples.lockUsers([me.id]);
        if (await tx.couples.anyMember([me.id])) throw coupleExists();
        await tx.couples.deleteUnusedCodes(me.id);
        const expiresAt = addSeconds(at, COUPLE_CODE_TTL_DAYS * 24 * 60 * 60);
        for (;;) {
          const code = newCoupleCode();
          if (await tx.couples.insertCode({ code, userId: me.id, expiresAt, createdAt: at })) {
            return { code, expiresAt: expiresAt.toISOString() };
          }
        }
      });
    },

    /**
     * Redeems a code: the code's owner counts as the inviter. The claim (an UPDATE that
     * only an unused, unexpired code survives) makes two people joining at once end
     * with exactly one couple; a failure later rolls the claim back.
     */
    async join(me: CoupleCaller, code: string): Promise<{ couple: Couple }> {
      const outcome = await writes.write(async (tx) => {
        const at = clock.now();
        const found = await tx.couples.findCode(code);
        if (!found || found.userId === me.id) throw invalidCode();
        const ownerId = found.userId;
        await tx.couples.lockUsers([me.id, ownerId]);
        if (!(await tx.couples.claimCode(code, at))) throw invalidCode();
        if (await tx.couples.anyMember([me.id, ownerId])) throw coupleExists();
        const pair = await tx.couples.findPair(me.id, ownerId);
        const coupleId =
          pair?.id ??
          (
            await tx.couples.insert({
              id: randomUUID(),
              user1Id: ownerId,
              user2Id: me.id,
              status: 'pending',
              createdAt: at,
              updatedAt: at,
            })
          ).id;
        await writes.activate(tx, coupleId, ownerId, me.id, {}, at);
        return {
          coupleId,
          mail: { to: ownerId, kind: 'accepted' },
          notify: writes.accepted(ownerId, me, coupleId),
        };
      });
      writes.sendMail(outcome, me);
      return { couple: await writes.viewFor(outcome.coupleId, me) };
    },
  };
}
