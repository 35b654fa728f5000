import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  COUPLE_CODE_TTL_DAYS,
  ERROR_CODES,
  ERROR_MESSAGES,
  VALIDATION,
  isLocale,
  isValidRelationshipStart,
} from '@doita/shared';
import type { Couple, Invitation } from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/transactions.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, notFound } from '../../lib/errors.js';
import {
  coupleAcceptedMail,
  coupleConnectLink,
  coupleInvitationMail,
  coupleSignUpInvitationMail,
  coupleSignUpLink,
} from '../../lib/mail-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import type { NotificationsRepository } from '../notifications/index.js';
import type { UploadsService } from '../uploads/index.js';
import { newNotification } from '../notifications/index.js';
import type { Notifier, NotifyInput } from '../notifications/index.js';
import type { UsersRepository } from '../users/index.js';
import type { CoupleRepository } from './couple-repository.js';
import { emailInvitationCouple, newCoupleCode, toCouple, toInvitation } from './couple-view.js';
import type { AvatarUrl } from './couple-view.js';

/** The app page where invitations are answered (notification links are app paths). */
const CONNECT_PATH = '/couple/connect';

/** How long the sign-up link of an invitation to an address with no account works. */
export const EMAIL_INVITATION_TTL_DAYS = 14;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface CoupleServiceDeps {
  couples: Pick<
    CoupleRepository,
    | 'findView'
    | 'findConnectionOf'
    | 'listInvitationsTo'
    | 'findPerson'
    | 'findLiveEmailInvitationOf'
  >;
  users: Pick<UsersRepository, 'findByEmail' | 'findById'>;
  transact: Transact<{
    couples: CoupleRepository;
    notifications: Pick<NotificationsRepository, 'insert'>;
  }>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  publicUrl: string;
  /** invitations and their answers: the couple toggle, push, the bell's live event */
  notifier: Pick<Notifier, 'notify'>;
}

/** Signs a person's avatar (uploadsService.avatarUrl). */

export type CoupleService = ReturnType<typeof createCoupleService>;

const coupleExists = () => badRequest(ERROR_CODES.coupleExists, ERROR_MESSAGES.coupleExists);
const invalidCode = () =>
  badRequest(ERROR_CODES.invalidCoupleCode, ERROR_MESSAGES.invalidCoupleCode);
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/** What to tell whom once a transaction has committed. */
interface Outcome {
  coupleId: string;
  /** the other person, told by mail */
  mail?: { to: string; kind: 'invitation' | 'accepted' };
  /** the other person, told in the bell (and by push) once committed */
  notify?: NotifyInput;
}

/**
 * The couple lifecycle (DECISIONS "Couple lifecycle"). Every write runs in one
 * transaction that first locks the people concerned (`lockUsers`), so racing requests
 * take turns; `couple_members`' primary key is the last word on "one active couple".
 */
export function createCoupleService(deps: CoupleServiceDeps) {
  const { clock } = deps;
  const avatarUrl: AvatarUrl = (ref) => deps.uploadsService.avatarUrl(ref);
  type Tx = Parameters<Parameters<CoupleServiceDeps['transact']>[0]>[0];

  /** a date in the caller's future (their time zone) is refused like a schema error */
  function checkStartDate(date: string | null | undefined, user: UserRow): void {
    if (date && !isValidRelationshipStart(date, clock.now(), user.timeZone)) {
      throw fieldInvalid('anniversaryDate', VALIDATION.futureDate);
    }
  }

  async function viewFor(coupleId: string, viewer: UserRow): Promise<Couple> {
    const view = await deps.couples.findView(coupleId);
    if (!view) throw notFound();
    return toCouple(view, viewer, avatarUrl);
  }

  /** A unique violation here means someone else got connected first: nothing was written. */
  async function write(work: (tx: Tx) => Promise<Outcome>): Promise<Outcome> {
    let outcome: Outcome;
    try {
      outcome = await deps.transact(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw coupleExists();
      throw error;
    }
    // Told once committed; a failure here is logged (as a background task) and never
    // turns the committed answer into an error.
    if (outcome.notify)
      await deps.notifier
        .notify([outcome.notify])
        .catch((error: unknown) =>
          deps.background.run('couple notification', () =>
            Promise.reject(error instanceof Error ? error : new Error(String(error))),
          ),
        );
    return outcome;
  }

  /** Accepted now: members inserted, every other pending invitation of either withdrawn. */
  async function activate(
    tx: Tx,
    coupleId: string,
    inviterId: string,
    inviteeId: string,
    patch: { anniversaryDate?: string | null },
    at: Date,
  ): Promise<void> {
    await tx.couples.update(
      coupleId,
      {
        user1Id: inviterId,
        user2Id: inviteeId,
        status: 'accepted',
        connectedAt: at,
        endedAt: null,
        ...patch,
      },
      at,
    );
    await tx.couples.insertMembers(coupleId, [inviterId, inviteeId], at);
    await tx.couples.endPendingOf([inviterId, inviteeId], at, coupleId);
  }

  function sendMail(outcome: Outcome, actor: UserRow): void {
    const mail = outcome.mail;
    if (!mail) return;
    deps.background.run(`couple ${mail.kind} mail`, async () => {
      const recipient = await deps.users.findById(mail.to);
      if (!recipient) return;
      const input = {
        to: recipient.email,
        displayName: recipient.displayName,
        language: isLocale(recipient.language) ? recipient.language : ('vi' as const),
        link: coupleConnectLink(deps.publicUrl),
        actorName: actor.displayName,
      };
      await deps.mailer.send(
        mail.kind === 'invitation' ? coupleInvitationMail(input) : coupleAcceptedMail(input),
      );
    });
  }

  const accepted = (to: string, actor: UserRow, coupleId: string): NotifyInput => ({
    to,
    actorId: actor.id,
    type: 'invitation_accepted',
    data: { actorName: actor.displayName, coupleId },
    link: '/',
  });

  /**
   * An address with no account: an e-mail with a sign-up link (single-use token, stored
   * hashed, EMAIL_INVITATION_TTL_DAYS) replaces whatever I sent before. The answer has the
   * same status and shape as an invitation to an account: nobody learns who has one.
   */
  async function inviteByMail(
    me: UserRow,
    email: string,
    anniversaryDate: string | undefined,
  ): Promise<{ couple: Couple }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await write(async (tx) => {
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
    return { couple: emailInvitationCouple(mailed, person, avatarUrl) };
  }

  return {
    /** my accepted couple, else the invitation I sent and is still pending */
    async connection(me: UserRow): Promise<{ couple: Couple }> {
      const view = await deps.couples.findConnectionOf(me.id);
      if (view) return { couple: toCouple(view, me, avatarUrl) };
      const mailed = await deps.couples.findLiveEmailInvitationOf(me.id, clock.now());
      const person = mailed && (await deps.couples.findPerson(me.id));
      if (!mailed || !person) throw notFound('No couple connection');
      return { couple: emailInvitationCouple(mailed, person, avatarUrl) };
    },

    async invitations(me: UserRow): Promise<{ requests: Invitation[] }> {
      const views = await deps.couples.listInvitationsTo(me.id);
      return { requests: views.map((view) => toInvitation(view, avatarUrl)) };
    },

    /**
     * Invites by e-mail. When the partner already invited me, this accepts their
     * invitation (DECISIONS) and answers the accepted couple.
     */
    async connect(
      me: UserRow,
      body: { partnerEmail: string; anniversaryDate?: string | undefined },
    ): Promise<{ couple: Couple }> {
      if (body.partnerEmail === me.email) {
        throw badRequest(ERROR_CODES.cannotConnectSelf, ERROR_MESSAGES.cannotConnectSelf);
      }
      checkStartDate(body.anniversaryDate, me);
      const partner = await deps.users.findByEmail(body.partnerEmail);
      if (!partner) return inviteByMail(me, body.partnerEmail, body.anniversaryDate);

      const outcome = await write(async (tx) => {
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
          await activate(tx, pair.id, partner.id, me.id, patch, at);
          return {
            coupleId: pair.id,
            mail: { to: partner.id, kind: 'accepted' },
            notify: accepted(partner.id, me, pair.id),
          };
        }

        await tx.couples.endPendingSentBy(me.id, at, pair?.id);
        const fields = {
          user1Id: me.id,
          user2Id: partner.id,
          status: 'pending' as const,
          ...(body.anniversaryDate ? { anniversaryDate: body.anniversaryDate } : {}),
        };
        const coupleId = pair
          ? pair.id
          : (await tx.couples.insert({ id: randomUUID(), ...fields, createdAt: at, updatedAt: at }))
              .id;
        if (pair) await tx.couples.update(pair.id, fields, at);
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
      sendMail(outcome, me);
      return { couple: await viewFor(outcome.coupleId, me) };
    },

    /** Only the invitee of a pending invitation answers it; to anyone else it does not exist. */
    async respond(
      me: UserRow,
      body: { coupleId: string; action: 'accept' | 'decline' },
    ): Promise<{ couple: Couple | null }> {
      let alreadyAccepted = false;
      const outcome = await write(async (tx) => {
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
        await activate(tx, couple.id, inviterId, me.id, {}, at);
        return {
          coupleId: couple.id,
          mail: { to: inviterId, kind: 'accepted' },
          notify: accepted(inviterId, me, couple.id),
        };
      });
      if (body.action === 'decline') return { couple: null };
      if (!alreadyAccepted) sendMail(outcome, me);
      return { couple: await viewFor(outcome.coupleId, me) };
    },

    /** Either partner; the couple is ended, not deleted, so a reconnect restores it. */
    async disconnect(me: UserRow): Promise<{ message: string }> {
      await write(async (tx) => {
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
        return { coupleId: couple.id };
      });
      return { message: 'Couple disconnected' };
    },

    /** Either partner; null clears it (days then count from the day they connected). */
    async updateAnniversary(
      me: UserRow,
      anniversaryDate: string | null,
    ): Promise<{ couple: Couple }> {
      checkStartDate(anniversaryDate, me);
      const outcome = await write(async (tx) => {
        const row = await tx.couples.updateAnniversaryOfMember(me.id, anniversaryDate, clock.now());
        if (!row) throw noCouple();
        return { coupleId: row.id };
      });
      return { couple: await viewFor(outcome.coupleId, me) };
    },

    /** Withdraws the invitation I sent (to an account or an address); 404 when none waits. */
    async cancelInvitation(me: UserRow): Promise<{ message: string }> {
      await write(async (tx) => {
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
     * A new account: the invitations mailed to its address, or the one whose sign-up link it
     * came with, become pending invitations for it to accept or decline (the invitee always
     * consents: DECISIONS "Couple lifecycle"). An inviter connected meanwhile is skipped.
     * Never fails the sign-up: an error is reported and the account stands.
     */
    async claimEmailInvitations(user: UserRow, token: string | undefined): Promise<void> {
      try {
        await write(async (tx) => {
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
            const coupleId = pair
              ? pair.id
              : (
                  await tx.couples.insert({
                    id: randomUUID(),
                    ...fields,
                    createdAt: at,
                    updatedAt: at,
                  })
                ).id;
            if (pair) await tx.couples.update(pair.id, fields, at);
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
    async join(me: UserRow, code: string): Promise<{ couple: Couple }> {
      const outcome = await write(async (tx) => {
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
        await activate(tx, coupleId, ownerId, me.id, {}, at);
        return {
          coupleId,
          mail: { to: ownerId, kind: 'accepted' },
          notify: accepted(ownerId, me, coupleId),
        };
      });
      sendMail(outcome, me);
      return { couple: await viewFor(outcome.coupleId, me) };
    },
  };
}
