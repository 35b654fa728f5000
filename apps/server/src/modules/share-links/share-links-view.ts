import type { ShareLink } from '@doita/shared';
import type { ShareLinkListRow } from './share-links-repository.js';

/** The API's link, as the couple sees it (`url` made again from its id). */
export function toShareLink(row: ShareLinkListRow, url: string, now: Date): ShareLink {
  return {
    id: row.id,
    url,
    target: {
      kind: row.albumId ? 'album' : 'memory',
      id: row.albumId ?? row.memoryId ?? '',
      title: row.targetTitle ?? '',
    },
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    hasPasscode: row.passcodeHash !== null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
