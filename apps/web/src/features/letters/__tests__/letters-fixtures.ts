import type { Letter } from '@doita/shared';
import { makeUser } from '@/test/fixtures';

export const AN = makeUser({
  id: 'an',
  displayName: 'An',
  coupleId: 'couple-1',
  coupleStatus: { isConnected: true, daysTogether: 120, anniversaryDate: null },
});
export const BINH = makeUser({
  id: 'binh',
  email: 'binh@example.com',
  displayName: 'Bình',
  coupleId: 'couple-1',
  coupleStatus: { isConnected: true, daysTogether: 120, anniversaryDate: null },
});

const person = (user: typeof AN) => ({
  id: user.id,
  displayName: user.displayName,
  avatarUrl: null,
});

/** A letter from An to Bình as the API answers it to `viewer`. */
export function makeLetter(overrides: Partial<Letter> = {}, viewer = BINH): Letter {
  const base: Letter = {
    id: 'letter-1',
    from: person(AN),
    to: person(BINH),
    opensOn: '2026-03-20',
    state: 'sealed',
    opensToday: false,
    isMine: viewer.id === AN.id,
    createdAt: '2026-03-01T03:00:00.000Z',
    content: null,
    ...overrides,
  };
  return base;
}

export const SECRET = 'Gửi Bình của mùa xuân năm sau: mình đi Đà Lạt nhé';
export const content = (text = SECRET) => ({
  text,
  images: [],
  updatedAt: '2026-03-01T03:00:00.000Z',
});
