import type { Couple, CoupleUser, Invitation } from '@doita/shared';

export const AN: CoupleUser = {
  id: 'user-1',
  displayName: 'An Nguyễn',
  firstName: 'An',
  lastName: 'Nguyễn',
  email: 'an@example.com',
  avatarUrl: null,
};

export const BINH: CoupleUser = {
  id: 'user-2',
  displayName: 'Bình Trần',
  firstName: 'Bình',
  lastName: 'Trần',
  email: 'binh@example.com',
  avatarUrl: null,
};

export function makeCouple(overrides: Partial<Couple> = {}): Couple {
  return {
    id: 'couple-1',
    status: 'accepted',
    user1: AN,
    user2: BINH,
    invitedById: AN.id,
    anniversaryDate: '2024-02-14',
    relationshipStart: '2024-02-14',
    connectedAt: '2026-01-05T03:00:00.000Z',
    createdAt: '2026-01-04T03:00:00.000Z',
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'couple-9',
    status: 'pending',
    createdAt: '2026-03-01T03:00:00.000Z',
    inviter: { ...BINH, id: 'user-3', displayName: 'Chi Lê', email: 'chi@example.com' },
    anniversaryDate: null,
    ...overrides,
  };
}
