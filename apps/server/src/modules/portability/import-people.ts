import type { ExportArchive } from '@doita/shared';
import { ArchiveError } from './archive-reader.js';
import type { PortabilityRepository } from './portability-repository.js';

/** E-mail addresses are kept trimmed and lower-case; an archive's are compared so too. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The importer's side: their couple, and the archive's partner when that is theirs. */
export interface People {
  coupleId: string | null;
  displayName: string;
  /** the importer's time zone: a reminder's zone this server does not know becomes it */
  timeZone: string;
  /** the importer and their partner: whose items count as here already */
  here: string[];
  /** my partner here, and their id in the archive */
  partnerMatched: { id: string; source: string } | null;
}

/**
 * Who is who. The archive's `user` must be the importer: the same account (its id), or
 * the same person's account on another server (its e-mail); anyone else's archive is
 * refused whole, as writing it would make the importer the author of what another person
 * wrote. The archive's partner is mine only when they are my partner here (the same id,
 * or the same e-mail).
 */
export async function whoIsWho(
  portability: Pick<PortabilityRepository, 'userWithCouple' | 'coupleWithPartner'>,
  userId: string,
  data: ExportArchive,
): Promise<People> {
  const found = await portability.userWithCouple(userId);
  if (!found) throw new Error('the user is gone');
  if (data.user.id !== userId && !sameEmail(data.user.email, found.user.email)) {
    throw new ArchiveError(
      'NOT_YOUR_ARCHIVE',
      'This archive is another person’s export: import your own',
    );
  }
  const coupleId = found.coupleId;
  const pair = coupleId ? await portability.coupleWithPartner(coupleId, userId) : undefined;
  const current = pair?.partner;
  // (an archive naming one id as both people has no partner part to hold)
  const partnerMatched =
    current &&
    data.partner &&
    data.partner.id !== data.user.id &&
    (current.id === data.partner.id || sameEmail(current.email, data.partner.email))
      ? { id: current.id, source: data.partner.id }
      : null;
  return {
    coupleId,
    displayName: found.user.displayName,
    timeZone: found.user.timeZone,
    // what either of us imported (or still has) counts as here already
    here: [userId, ...(current ? [current.id] : [])],
    partnerMatched,
  };
}
