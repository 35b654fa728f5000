import type { AccountDeletionStep } from '../account/index.js';
import type { NotificationsRepository } from '../notifications/index.js';
import { newNotification } from '../notifications/index.js';
import type { CoupleRepository } from './couple-repository.js';

type CoupleTx = { couples: Pick<CoupleRepository, 'findMembership' | 'findById' | 'lockUsers'> };

/**
 * Before the deletion steps: my active couple and partner, with both people locked (in id
 * order, as every couple write does), so a disconnect or an invitation racing the deletion
 * waits for it. Re-read after locking, since the couple may have changed meanwhile.
 */
export async function findCoupleForDeletion(
  tx: CoupleTx,
  userId: string,
): Promise<{ coupleId: string | null; partnerId: string | null }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const coupleId = (await tx.couples.findMembership(userId)) ?? null;
    const couple = coupleId ? await tx.couples.findById(coupleId) : undefined;
    const partnerId = couple ? (couple.user1Id === userId ? couple.user2Id : couple.user1Id) : null;
    await tx.couples.lockUsers(partnerId ? [userId, partnerId] : [userId]);
    if (((await tx.couples.findMembership(userId)) ?? null) === coupleId) {
      return { coupleId, partnerId };
    }
  }
  throw new Error('the couple kept changing while the account was being deleted');
}

/**
 * The couple ends as a disconnect ends it, and the partner is told in the bell
 * (`reason: 'account_deleted'`). The couple row itself then goes with the account (its
 * foreign keys cascade): no one could reconnect to it.
 */
export const onAccountDeleted: AccountDeletionStep<{
  couples: Pick<CoupleRepository, 'update' | 'deleteMembers'>;
  notifications: Pick<NotificationsRepository, 'insert'>;
}> = async (tx, account) => {
  if (!account.coupleId || !account.partnerId) return;
  await tx.couples.update(account.coupleId, { status: 'ended', endedAt: account.at }, account.at);
  await tx.couples.deleteMembers(account.coupleId);
  await tx.notifications.insert(
    newNotification(
      account.partnerId,
      'couple_disconnected',
      { actorName: account.displayName, reason: 'account_deleted' },
      null,
      account.at,
    ),
  );
};
