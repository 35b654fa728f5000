import { describe, expect, it } from 'vitest';
import { zoneLabel, zoneName } from '@/lib/time-zone-names';
import { listTimeZones, sameClock, searchTimeZones, zoneDateTime } from '../components/time-zones';

describe('time zones', () => {
  const at = new Date('2026-01-15T07:00:00Z');

  it('offers the app’s default and the given zones even where Intl spells them otherwise', () => {
    const zones = listTimeZones(['Asia/Ho_Chi_Minh', 'Not/AZone', null]);
    expect(zones).toContain('Asia/Ho_Chi_Minh');
    expect(zones).toContain('UTC');
    expect(zones).not.toContain('Not/AZone');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('searches by words, ignoring case, accents, underscores and slashes', () => {
    const zones = ['America/New_York', 'Asia/Ho_Chi_Minh', 'Europe/Paris'];
    expect(searchTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'Hồ Chí')).toEqual(['Asia/Ho_Chi_Minh']);
    expect(searchTimeZones(zones, 'europe paris')).toEqual(['Europe/Paris']);
    expect(searchTimeZones(zones, '  ')).toEqual(zones);
    expect(searchTimeZones(zones, 'mars')).toEqual([]);
  });

  it('treats zones with the same clock summer and winter as the same to the user', () => {
    expect(sameClock('Asia/Saigon', 'Asia/Ho_Chi_Minh', at)).toBe(true);
    expect(sameClock('Europe/Paris', 'Europe/Berlin', at)).toBe(true);
    // same offset in January, not in July
    expect(sameClock('Europe/London', 'Africa/Abidjan', at)).toBe(false);
    expect(sameClock('UTC', 'Asia/Ho_Chi_Minh', at)).toBe(false);
  });

  it('reads names and the local date and time in either language', () => {
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
    expect(zoneLabel('Asia/Ho_Chi_Minh', at, 'vi')).toBe('Asia / Ho Chi Minh (GMT+7)');
    expect(zoneLabel('America/Los_Angeles', at, 'en')).toBe('America / Los Angeles (GMT-8)');
    expect(zoneDateTime('Asia/Ho_Chi_Minh', at, 'en')).toBe('Thursday, 15 Jan 2026, 14:00');
    expect(zoneDateTime('Asia/Ho_Chi_Minh', at, 'vi')).toMatch(/^Thứ Năm, 15\/01\/2026, 14:00$/);
  });
});
