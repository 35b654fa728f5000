/**
 * Share links (docs/product-rules.md, Share links): a read-only link to one memory or one
 * album for people without an account, until an expiry of 1 to 90 days or until revoked,
 * with an optional passcode.
 */
export const SHARE_LINK_LIMITS = {
  /** days a link may last, when it expires */
  minDays: 1,
  maxDays: 90,
  /** characters of a passcode */
  passcodeMin: 4,
  passcodeMax: 64,
  /** wrong passcodes in a row before the link refuses passcodes for `lockMinutes` */
  attemptsPerLink: 5,
  lockMinutes: 15,
  /** wrong passcodes from one address, on any link, per `lockMinutes` */
  attemptsPerAddress: 20,
  /** links a couple keeps */
  perCouple: 200,
  /** links a page of a list, by default and at most */
  pageSize: 20,
  pageSizeMax: 100,
} as const;

/** The header a passcode travels in (never the URL: it would land in logs and history). */
export const SHARE_PASSCODE_HEADER = 'x-share-passcode';

/** The web page of a link: `/s/<token>`. */
export const SHARE_PAGE_PATH = '/s/';

/** When a link made at `now` for `days` ends; null (no days) lasts until revoked. */
export function shareLinkExpiresAt(now: Date, days: number | undefined): Date | null {
  if (days === undefined) return null;
  return new Date(now.getTime() + days * 86_400_000);
}

/** A link opens while it has no expiry or its expiry is still ahead. */
export function isShareLinkLive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}

/**
 * A passcode is kept exactly as typed (spaces inside count), but it may not start or end
 * with a space, which a person could not see they typed. Its characters are counted as it is
 * checked, composed (NFC): "ệ" typed decomposed is one character, not three.
 */
export function isValidPasscode(passcode: string): boolean {
  const length = [...passcode.normalize('NFC')].length;
  return (
    length >= SHARE_LINK_LIMITS.passcodeMin &&
    length <= SHARE_LINK_LIMITS.passcodeMax &&
    passcode.trim() === passcode
  );
}

/** The token of a link's page address, or null when the path is not one. */
export function shareTokenOf(path: string): string | null {
  if (!path.startsWith(SHARE_PAGE_PATH)) return null;
  const token = path.slice(SHARE_PAGE_PATH.length);
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
