import { randomInt } from 'node:crypto';
import { COUPLE_CODE_ALPHABET, COUPLE_CODE_LENGTH, relationshipStartIso } from '@doita/shared';
import type { Couple, CoupleUser, Invitation } from '@doita/shared';
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

const person = (row: CoupleUserRow, avatarUrl: AvatarUrl): CoupleUser => ({
  id: row.id,
  displayName: row.displayName,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  avatarUrl: avatarUrl(row),
});

/** The API's couple, as the viewer sees it (relationship start on the viewer's calendar). */
export function toCouple(view: CoupleViewRow, timeZone: string, avatarUrl: AvatarUrl): Couple {
  const { couple } = view;
  return {
    id: couple.id,
    status: couple.status === 'accepted' ? 'accepted' : 'pending',
    user1: person(view.user1, avatarUrl),
    user2: person(view.user2, avatarUrl),
    invitedById: couple.user1Id,
    anniversaryDate: couple.anniversaryDate,
    relationshipStart:
      couple.status === 'accepted'
        ? relationshipStartIso(couple.anniversaryDate, couple.connectedAt, timeZone)
        : couple.anniversaryDate,
    connectedAt: couple.connectedAt?.toISOString() ?? null,
    createdAt: couple.createdAt.toISOString(),
  };
}

export const toInvitation = (view: CoupleViewRow, avatarUrl: AvatarUrl): Invitation => ({
  id: view.couple.id,
  status: 'pending',
  createdAt: view.couple.updatedAt.toISOString(),
  inviter: person(view.user1, avatarUrl),
  anniversaryDate: view.couple.anniversaryDate,
});
