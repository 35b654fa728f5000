import { isLocale } from '@doita/shared';
import { ERROR_CODES, ERROR_MESSAGES, VALIDATION, isValidRelationshipStart } from '@doita/shared';
import type { Couple } from '@doita/shared';
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/transactions.js';
import type { Transact } from '../../db/transactions.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, notFound } from '../../lib/errors.js';
import {
  coupleAcceptedMail,
  coupleConnectLink,
  coupleInvitationMail,
} from '../../lib/mail-templates.js';
import type { Mailer } from '../../lib/mailer.js';
import type { NotificationsRepository } from '../notifications/index.js';
import type { Notifier, NotifyInput } from '../notifications/index.js';
import type { FileViewer, UploadsService } from '../uploads/index.js';
import type { UsersRepository } from '../users/index.js';
import type { CoupleRepository } from './couple-repository.js';
import { toCouple } from './couple-view.js';
import type { AvatarUrl } from './couple-view.js';

/** The app page where invitations are answered (notification links are app paths). */
export const CONNECT_PATH = '/couple/connect';

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

export const coupleExists = () => badRequest(ERROR_CODES.coupleExists, ERROR_MESSAGES.coupleExists);
export const invalidCode = () =>
  badRequest(ERROR_CODES.invalidCoupleCode, ERROR_MESSAGES.invalidCoupleCode);
export const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/** What to tell whom once a transaction has committed. */
export interface Outcome {
  coupleId: string;
  /** the other person, told by mail */
  mail?: { to: string; kind: 'invitation' | 'accepted' };
  /** the other person, told in the bell (and by push) once committed */
  notify?: NotifyInput;
}

/** A couple route's caller as its answers need them: the person, and whom files are signed for. */
export type CoupleCaller = UserRow & FileViewer;

export type CoupleTx = Parameters<Parameters<CoupleServiceDeps['transact']>[0]>[0];
export type CoupleWrites = ReturnType<typeof createCoupleWrites>;

/**
 * What every couple write is made of: the transaction (a unique violation is someone
 * else connecting first), the steps an invitation and an acceptance take, and what is
 * told afterwards. Shared by the service's parts (couple-service.ts,
 * couple-email-invitations.ts).
 */
export function createCoupleWrites(deps: CoupleServiceDeps) {
  const { clock } = deps;
  const avatarUrlFor =
    (viewer: FileViewer): AvatarUrl =>
    (ref) =>
      deps.uploadsService.avatarUrl(ref, viewer);
  type Tx = CoupleTx;

  return {
    avatarUrlFor,

    /** a date in the caller's future (their time zone) is refused like a schema error */
    checkStartDate(date: string | null | undefined, user: UserRow): void {
      if (date && !isValidRelationshipStart(date, clock.now(), user.timeZone)) {
        throw fieldInvalid('anniversaryDate', VALIDATION.futureDate);
      }
    },

    async viewFor(coupleId: string, viewer: CoupleCaller): Promise<Couple> {
      const view = await deps.couples.findView(coupleId);
      if (!view) throw notFound();
      return toCouple(view, viewer, avatarUrlFor(viewer));
    },

    /** A unique violation here means someone else got connected first: nothing was written. */
    async write(work: (tx: Tx) => Promise<Outcome>): Promise<Outcome> {
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
    },

    /** Accepted now: members inserted, every other pending invitation of either withdrawn. */
    async activate(
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
    },

    sendMail(outcome: Outcome, actor: UserRow): void {
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
    },

    accepted: (to: string, actor: UserRow, coupleId: string): NotifyInput => ({
      to,
      actorId: actor.id,
      type: 'invitation_accepted',
      data: { actorName: actor.displayName, coupleId },
      link: '/',
    }),

    /**
     * A pending invitation from `fields.user1Id` to `fields.user2Id`: the pair's row when
     * they have one (a reconnect keeps the couple's id), a new one otherwise; its id.
     */
    async invite(
      tx: Tx,
      pair: { id: string } | undefined,
      fields: {
        user1Id: string;
        user2Id: string;
        status: 'pending';
        anniversaryDate?: string | null;
      },
      at: Date,
    ): Promise<string> {
      if (pair) {
        await tx.couples.update(pair.id, fields, at);
        return pair.id;
      }
      return (
        await tx.couples.insert({ id: randomUUID(), ...fields, createdAt: at, updatedAt: at })
      ).id;
    },
  };
}
