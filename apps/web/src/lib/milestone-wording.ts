import type { TFunction } from 'i18next';

/** The next milestone as the couple's screens show it: every 100 days, every year. */
export interface MilestoneAhead {
  kind: 'days' | 'years';
  /** the day's number (1400) or the anniversary's years (2) */
  n: number;
  /** 0 on the day itself */
  daysUntil: number;
}

/**
 * One sentence, in the order each language says it: "Còn 10 ngày nữa là ngày thứ 1400" /
 * "Day 1400 together in 10 days"; tomorrow and today said as such ("Ngày mai là kỷ niệm 2
 * năm bên nhau", "Today is day 1400 together!").
 */
export function milestoneWording(t: TFunction, milestone: MilestoneAhead): string {
  const { kind, n, daysUntil } = milestone;
  if (daysUntil <= 0) return t(`common:milestone.${kind}Today`, { n });
  if (daysUntil === 1) return t(`common:milestone.${kind}Tomorrow`, { n });
  return t(`common:milestone.${kind}Ahead`, { n, count: daysUntil });
}
