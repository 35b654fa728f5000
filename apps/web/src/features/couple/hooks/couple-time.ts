import {
  type Couple,
  type DurationSplit,
  type LocalDate,
  type Milestone,
  type UpcomingAnniversary,
  daysTogetherAt,
  nextAnniversary,
  nextMilestone,
  parseIsoDate,
  relationshipStartIso,
  splitDuration,
  toLocalDate,
} from '@doita/shared';

export interface CoupleTime {
  /** `YYYY-MM-DD` the days count from */
  startIso: string;
  /** "ngày thứ N": the start day is day 1 */
  daysTogether: number;
  /** years, calendar months and days since the start (docs/product-rules.md, Days together) */
  split: DurationSplit;
  anniversary: UpcomingAnniversary;
  milestone: Milestone;
  today: LocalDate;
}

/** Everything the couple screens show about time, from the shared rules (never re-implemented). */
export function coupleTime(
  couple: Pick<Couple, 'anniversaryDate' | 'relationshipStart' | 'connectedAt' | 'createdAt'>,
  now: Date,
  timeZone: string,
): CoupleTime | null {
  const startIso =
    relationshipStartIso(couple.anniversaryDate, couple.connectedAt, timeZone) ??
    (parseIsoDate(couple.relationshipStart) ? couple.relationshipStart!.slice(0, 10) : null) ??
    relationshipStartIso(null, couple.createdAt, timeZone);
  const start = parseIsoDate(startIso);
  if (!startIso || !start) return null;
  const today = toLocalDate(now, timeZone);
  const daysTogether = daysTogetherAt(startIso, now, timeZone);
  return {
    startIso,
    daysTogether,
    split: splitDuration(start, today),
    anniversary: nextAnniversary(start, today),
    milestone: nextMilestone(start, today),
    today,
  };
}
