import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../intl-formatters';

describe('Intl formatters made once per language and options', () => {
  it('the same language and options give the same formatter; others their own', () => {
    const a = dateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' });
    expect(dateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' })).toBe(a);
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', weekday: 'long' })).not.toBe(a);
    expect(dateTimeFormat('vi-VN', { timeZone: 'Europe/Paris', weekday: 'long' })).not.toBe(a);
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

  it('an unknown time zone throws as the constructor does, and is not kept', () => {
    expect(() => dateTimeFormat('vi-VN', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('vi-VN', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('stays bounded: past a thousand kinds it starts over, and still answers right', () => {
    const first = numberFormat('vi-VN', { minimumFractionDigits: 0 });
    for (let digits = 0; digits < 1100; digits += 1)
      numberFormat('vi-VN', {
        minimumIntegerDigits: (digits % 21) + 1,
        maximumFractionDigits: digits % 20,
      });
    const again = numberFormat('vi-VN', { minimumFractionDigits: 0 });
    expect(again.format(2.5)).toBe('2,5');
    expect(first.format(2.5)).toBe('2,5');
  });
});
