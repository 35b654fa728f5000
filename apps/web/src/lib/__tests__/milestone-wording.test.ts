import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { milestoneWording } from '@/lib/milestone-wording';

describe('milestoneWording', () => {
  beforeAll(async () => {
    await i18n.loadLanguages(['vi', 'en']);
    await i18n.loadNamespaces('common');
  });
  const say = (language: string, kind: 'days' | 'years', n: number, daysUntil: number) =>
    milestoneWording(i18n.getFixedT(language), { kind, n, daysUntil });

  it('says the days left first in Vietnamese, and the milestone first in English', () => {
    expect(say('vi', 'days', 1400, 10)).toBe('Còn 10 ngày nữa là ngày thứ 1400');
    expect(say('vi', 'years', 2, 30)).toBe('Còn 30 ngày nữa là kỷ niệm 2 năm');
    expect(say('en', 'days', 1400, 10)).toBe('Day 1400 together in 10 days');
    expect(say('en', 'years', 2, 30)).toBe('Your 2-year anniversary in 30 days');
    expect(say('en', 'years', 1, 2)).toBe('Your 1-year anniversary in 2 days');
  });

  it('says tomorrow and today as such, in both languages', () => {
    expect(say('vi', 'days', 100, 1)).toBe('Ngày mai là ngày thứ 100 bên nhau');
    expect(say('en', 'years', 5, 1)).toBe('Tomorrow is your 5-year anniversary');
    expect(say('vi', 'years', 3, 0)).toBe('Hôm nay là kỷ niệm 3 năm bên nhau!');
    expect(say('en', 'days', 1000, 0)).toBe('Today is day 1000 together!');
    // a day past (a stale answer) still reads as today, never as "in -1 days"
    expect(say('en', 'days', 1000, -1)).toBe('Today is day 1000 together!');
  });
});
