import { randomInt } from 'node:crypto';
import {
  COUPLE_CODE_ALPHABET,
  COUPLE_CODE_LENGTH,
  profileExposure,
  profileVisibilityOf,
  relationshipStartIso,
} from '@doita/shared';
import type { Couple, CoupleUser, Invitation, ViewerRelation } from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import type { EmailInvitationRow } from './couple-schema.js';
import type { AvatarRef } from '../uploads/index.js';
import type { CoupleUserRow, CoupleViewRow } from './couple-repository.js';

/** Signs a person's avatar (uploads-service `avatarUrl`). */
export type AvatarUrl = (ref: AvatarRef) => string | null;

/** A join code: COUPLE_CODE_LENGTH characters drawn without bias from the alphabet (CSPRNG). */
export function newCoupleCode(): string {
  let code = '';
  for (let i = 0; i < COUPLE_CODE_LENGTH; i++) {
    code += COUPLE_CODE_ALPHABET[randomInt(COUPLE_CODE_ALPHABET.length)];
  }
  return code;
}

/** A person as the viewer may see them: name and photo always, the rest where the setting allows. */
function person(row: CoupleUserRow, relation: ViewerRelation, avatarUrl: AvatarUrl): CoupleUser {
  const { details } = profileExposure(profileVisibilityOf(row.profileVisibility), relation);
  return {
    id: row.id,
    displayName: row.displayName,
    firstName: details ? row.firstName : null,
    lastName: details ? row.lastName : null,
    email: row.email,
    avatarUrl: avatarUrl(row),
  };
}

/**
 * The invitee of a pending invitation, as its inviter sees them: the address they typed and
 * nothing more, whether it has an account or not (so nobody learns who has an account).
 */
const invitee = (email: string): CoupleUser => ({
  id: '',
  displayName: email,
  firstName: null,
  lastName: null,
  email,
  avatarUrl: null,
});

type Viewer = Pick<UserRow, 'id' | 'timeZone'>;

/** The API's couple, as the viewer sees it (relationship start on the viewer's calendar). */
export function toCouple(view: CoupleViewRow, viewer: Viewer, avatarUrl: AvatarUrl): Couple {
  const { couple } = view;
  const accepted = couple.status === 'accepted';
  const relationOf = (row: CoupleUserRow): ViewerRelation =>
    row.id === viewer.id ? 'self' : accepted ? 'partner' : 'signed-in';
  return {
    id: couple.id,
    status: accepted ? 'accepted' : 'pending',
    user1: person(view.user1, relationOf(view.user1), avatarUrl),
    user2:
      !accepted && view.user1.id === viewer.id
        ? invitee(view.user2.email)
        : person(view.user2, relationOf(view.user2), avatarUrl),
    invitedById: couple.user1Id,
    anniversaryDate: couple.anniversaryDate,
    relationshipStart: accepted
      ? relationshipStartIso(couple.anniversaryDate, couple.connectedAt, viewer.timeZone)
      : couple.anniversaryDate,
    connectedAt: couple.connectedAt?.toISOString() ?? null,
    createdAt: couple.createdAt.toISOString(),
  };
}

/** My invitation to an address with no account, in the same shape as any pending one. */
export function emailInvitationCouple(
  row: EmailInvitationRow,
  me: CoupleUserRow,
  avatarUrl: AvatarUrl,
): Couple {
  return {
    id: row.id,
    status: 'pending',
    user1: person(me, 'self', avatarUrl),
    user2: invitee(row.email),
    invitedById: me.id,
    anniversaryDate: row.anniversaryDate,
    relationshipStart: row.anniversaryDate,
    connectedAt: null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toInvitation = (view: CoupleViewRow, avatarUrl: AvatarUrl): Invitation => ({
  id: view.couple.id,
  status: 'pending',
  createdAt: view.couple.updatedAt.toISOString(),
  inviter: person(view.user1, 'signed-in', avatarUrl),
  anniversaryDate: view.couple.anniversaryDate,
});
