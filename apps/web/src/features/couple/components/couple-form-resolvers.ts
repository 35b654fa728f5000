import { lazyResolver } from '@/lib/lazy-resolver';
import type {
  DateFormValues,
  InviteFormOutput,
  InviteFormValues,
  JoinFormValues,
} from './couple-form-schemas';

/** The schemas' chunk (zod and the shared couple schemas), loaded once, on demand. */
export const loadCoupleSchemas = () => import('./couple-form-schemas');

export function preloadCoupleSchemas(): void {
  void loadCoupleSchemas().catch(() => undefined);
}

export const makeInviteResolver = (timeZone: string) =>
  lazyResolver<InviteFormValues, InviteFormOutput>(() =>
    loadCoupleSchemas().then((m) => m.inviteResolver(timeZone)),
  );
export const joinResolver = lazyResolver<JoinFormValues, JoinFormValues>(() =>
  loadCoupleSchemas().then((m) => m.joinResolver),
);
export const makeDateResolver = (timeZone: string) =>
  lazyResolver<DateFormValues, DateFormValues>(() =>
    loadCoupleSchemas().then((m) => m.dateResolver(timeZone)),
  );
