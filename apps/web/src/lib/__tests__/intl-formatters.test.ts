import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEPT, dateTimeFormat, numberFormat, relativeTimeFormat } from '../intl-formatters';

describe('Intl formatters made once per language and options', () => {
  let made = 0;
  beforeEach(() => {
    made = 0;
    const Real = Intl.DateTimeFormat;
    function Counting(locale?: string, options?: Intl.DateTimeFormatOptions) {
      made += 1;
      return new Real(locale, options);
    }
    // Intl's own properties are not enumerable: a child object keeps the rest of it
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: Counting } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the same language, zone and options give the same formatter, made once; others their own', () => {
    const a = dateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' });
    expect(dateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' })).toBe(a);
    expect(made).toBe(1);
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' })).not.toBe(a);
    expect(dateTimeFormat('vi-VN', { timeZone: 'Europe/Paris', weekday: 'long' })).not.toBe(a);
    expect(made).toBe(3);
    // a Saturday in Hà Nội is still Friday in Los Angeles
    const instant = new Date('2026-02-14T02:00:00Z');
    expect(a.format(instant)).toBe('Thứ Bảy');
    expect(
      dateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', weekday: 'long' }).format(instant),
    ).toBe('Friday');
    expect(numberFormat('vi-VN', {}).format(1234567)).toBe('1.234.567');
    expect(numberFormat('en-GB', {}).format(1234567)).toBe('1,234,567');
    // ICU's own wording ("Ngày mai" here, per its data version)
    expect(relativeTimeFormat('vi-VN', { numeric: 'auto' }).format(1, 'day')).toBe(
      new Intl.RelativeTimeFormat('vi-VN', { numeric: 'auto' }).format(1, 'day'),
    );
  });

  it('a formatter without a zone is made each time (it would keep the zone the phone was in)', () => {
    const before = dateTimeFormat.keptCount();
    dateTimeFormat('vi-VN', { hour: '2-digit' });
    dateTimeFormat('vi-VN', { hour: '2-digit' });
    expect(made).toBe(2);
    expect(dateTimeFormat.keptCount()).toBe(before);
  });

  it('an unknown time zone throws as the constructor does, and nothing is kept', () => {
    const before = dateTimeFormat.keptCount();
    expect(() => dateTimeFormat('vi-VN', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(dateTimeFormat.keptCount()).toBe(before);
  });

  it('keeps at most MAX_KEPT, the least recently used going first', () => {
    const favourite = { timeZone: 'Asia/Ho_Chi_Minh', month: 'long' } as const;
    const kept = dateTimeFormat('vi-VN', favourite);
    const zones = Intl.supportedValuesOf('timeZone').slice(0, MAX_KEPT + 50);
    for (const [index, timeZone] of zones.entries()) {
      dateTimeFormat('vi-VN', { timeZone, day: 'numeric' });
      if (index % 20 === 0) expect(dateTimeFormat('vi-VN', favourite)).toBe(kept);
    }
    expect(dateTimeFormat.keptCount()).toBe(MAX_KEPT);
    const madeSoFar = made;
    // used all along, so still there; the first zones, not used since, were let go
    expect(dateTimeFormat('vi-VN', favourite)).toBe(kept);
    expect(made).toBe(madeSoFar);
    dateTimeFormat('vi-VN', { timeZone: zones[0], day: 'numeric' });
    expect(made).toBe(madeSoFar + 1);
  });
});
