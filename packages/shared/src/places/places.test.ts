import { describe, expect, it } from 'vitest';
import { createMemoryBodySchema, updateMemoryBodySchema } from '../memories/memories-schemas.js';
import { GAZETTEER, VIETNAM_UNITS } from './gazetteer.js';
import {
  foldPlaceName,
  placeFilterKey,
  placeKey,
  placeMatchRank,
  samePlaceName,
} from './place-names.js';
import { mergePlaceHits, searchGazetteer } from './places-rules.js';
import { locationOf, placeNameOf } from './place-location.js';

const base = { title: 'Đi chơi', description: 'Cả ngày', date: '2025-06-01' };
const locationOf_ = (location: unknown) => createMemoryBodySchema.safeParse({ ...base, location });
const issues = (location: unknown) => {
  const parsed = locationOf_(location);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a memory location in a body', () => {
  it('takes a name alone, trimmed, as older clients send it; blank or null is none', () => {
    expect(locationOf_('  Đà Lạt ').data?.location).toEqual({
      name: 'Đà Lạt',
      lat: null,
      lng: null,
    });
    expect(locationOf_('').data?.location).toBeNull();
    expect(locationOf_('   ').data?.location).toBeNull();
    expect(locationOf_(null).data?.location).toBeNull();
    expect(createMemoryBodySchema.parse(base).location).toBeUndefined();
    expect(updateMemoryBodySchema.parse({}).location).toBeUndefined();
  });

  it('takes a place with coordinates, its name trimmed, the bounds included', () => {
    expect(locationOf_({ name: ' Hội An ', lat: 15.88, lng: 108.338 }).data?.location).toEqual({
      name: 'Hội An',
      lat: 15.88,
      lng: 108.338,
    });
    expect(locationOf_({ name: 'Cực', lat: -90, lng: 180 }).success).toBe(true);
    expect(locationOf_({ name: 'Cực', lat: 90, lng: -180 }).success).toBe(true);
  });

  it('refuses coordinates out of range, not finite or not numbers, with their own keys', () => {
    expect(issues({ name: 'x', lat: 90.0001, lng: 0 })).toEqual([
      ['location.lat', 'validation.latitude'],
    ]);
    expect(issues({ name: 'x', lat: 0, lng: -180.5 })).toEqual([
      ['location.lng', 'validation.longitude'],
    ]);
    expect(issues({ name: 'x', lat: Number.NaN, lng: 0 })[0]?.[0]).toBe('location.lat');
    expect(issues({ name: 'x', lat: Number.POSITIVE_INFINITY, lng: 0 })[0]?.[0]).toBe(
      'location.lat',
    );
    expect(issues({ name: 'x', lat: '10', lng: 0 })).toEqual([
      ['location.lat', 'validation.number'],
    ]);
    expect(issues({ name: 'x', lat: 10 })).toEqual([['location.lng', 'validation.required']]);
  });

  it('needs a name on a place, and refuses other shapes and extra fields', () => {
    expect(issues({ name: '  ', lat: 1, lng: 1 })).toEqual([
      ['location.name', 'validation.required'],
    ]);
    expect(issues({ lat: 1, lng: 1 })).toEqual([['location.name', 'validation.required']]);
    expect(issues(12)).toEqual([['location', 'validation.invalid']]);
    expect(issues([1, 2])).toEqual([['location', 'validation.invalid']]);
    expect(issues({ name: 'x', lat: 1, lng: 1, alt: 3 })[0]?.[1]).toBe('validation.unknownField');
    expect(issues('x'.repeat(201))).toEqual([['location', 'validation.maxLength:200']]);
    expect(issues({ name: 'x'.repeat(201), lat: 1, lng: 1 })).toEqual([
      ['location.name', 'validation.maxLength:200'],
    ]);
  });

  it('answers a string for a name alone and an object with coordinates', () => {
    expect(locationOf('Quán quen', null, null)).toBe('Quán quen');
    expect(locationOf('Huế', 16.46, 107.59)).toEqual({ name: 'Huế', lat: 16.46, lng: 107.59 });
    expect(locationOf(null, null, null)).toBeNull();
    expect(placeNameOf({ name: 'Huế', lat: 1, lng: 2 })).toBe('Huế');
    expect(placeNameOf('Huế')).toBe('Huế');
    expect(placeNameOf(null)).toBeNull();
  });
});

describe('place names, accents and case ignored', () => {
  it('folds Vietnamese marks and Đ/đ', () => {
    expect(foldPlaceName('ĐÀ LẠT')).toBe('da lat');
    expect(foldPlaceName('đảo Phú Quốc')).toBe('dao phu quoc');
    expect(foldPlaceName('Thừa Thiên - Huế')).toBe('thua thien hue');
    // composed and decomposed forms of the same letters are one name
    expect(foldPlaceName('Hội An'.normalize('NFD'))).toBe(foldPlaceName('Hội An'.normalize('NFC')));
    expect(placeKey('Thành phố Đà Nẵng')).toBe('danang');
    expect(placeKey('TP. Hồ Chí Minh')).toBe('hochiminh');
    // other scripts keep their letters; their punctuation and spaces go as ours do
    expect(placeFilterKey('Seoul 서울')).toBe('seoul서울');
    expect(placeFilterKey('서울'.normalize('NFD'))).toBe('서울');
    expect(placeFilterKey('東京・渋谷')).toBe('東京渋谷');
    expect(placeFilterKey('МОСКВА')).toBe('москва');
    expect(placeFilterKey('❤️')).toBe('❤');
    expect(placeFilterKey('“Nhà” — ¿?')).toBe('nha');
    expect(placeFilterKey('!!! ?')).toBe('');
    expect(samePlaceName('東京', '東京 ')).toBe(true);
    expect(samePlaceName('東京', '京都')).toBe(false);
    expect(samePlaceName('da lat', 'Đà Lạt')).toBe(true);
    expect(samePlaceName('dalat', 'ĐÀ LẠT')).toBe(true);
    expect(samePlaceName('Đà Lạt', 'Đà Nẵng')).toBe(false);
  });

  it('ranks the whole name, then a prefix, then a word, then anywhere', () => {
    expect(placeMatchRank('Đà Lạt', 'da lat')).toBe(0);
    expect(placeMatchRank('Đà Lạt', 'Đà L')).toBe(1);
    expect(placeMatchRank('Vịnh Hạ Long', 'ha long')).toBe(2);
    expect(placeMatchRank('Phú Quốc', 'quoc')).toBe(2);
    expect(placeMatchRank('Hà Nội', 'noi')).toBe(2);
    expect(placeMatchRank('Đà Lạt', 'xyz')).toBeNull();
    expect(placeMatchRank('Đà Lạt', '  ')).toBeNull();
  });
});

describe('the gazetteer', () => {
  it('holds the 34 units since July 2025 and the 63 earlier provinces as names', () => {
    expect(VIETNAM_UNITS).toHaveLength(34);
    expect(VIETNAM_UNITS.filter((unit) => unit.kind === 'city')).toHaveLength(6);
    const names = new Set(VIETNAM_UNITS.flatMap((unit) => [unit.name, ...unit.aliases]));
    // the 29 provinces that joined another unit
    for (const old of [
      'Hà Giang',
      'Yên Bái',
      'Bắc Kạn',
      'Vĩnh Phúc',
      'Hòa Bình',
      'Bắc Giang',
      'Thái Bình',
      'Hải Dương',
      'Hà Nam',
      'Nam Định',
      'Quảng Bình',
      'Quảng Nam',
      'Kon Tum',
      'Bình Định',
      'Ninh Thuận',
      'Đắk Nông',
      'Bình Thuận',
      'Phú Yên',
      'Bình Dương',
      'Bà Rịa - Vũng Tàu',
      'Bình Phước',
      'Long An',
      'Sóc Trăng',
      'Hậu Giang',
      'Bến Tre',
      'Trà Vinh',
      'Tiền Giang',
      'Bạc Liêu',
      'Kiên Giang',
    ])
      expect(names.has(old), old).toBe(true);
    for (const place of GAZETTEER) {
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      // inside Vietnam's box, its islands included
      expect(place.lat).toBeGreaterThan(8);
      expect(place.lat).toBeLessThan(23.5);
      expect(place.lng).toBeGreaterThan(102);
      expect(place.lng).toBeLessThan(117);
    }
  });

  it('places Hoàng Sa in Đà Nẵng and Trường Sa in Khánh Hòa', () => {
    expect(GAZETTEER.find((p) => p.name === 'Quần đảo Hoàng Sa')?.within).toBe('Đà Nẵng');
    expect(GAZETTEER.find((p) => p.name === 'Quần đảo Trường Sa')?.within).toBe('Khánh Hòa');
    expect(searchGazetteer('truong sa')[0]?.name).toBe('Quần đảo Trường Sa');
    expect(searchGazetteer('Paracel')[0]?.name).toBe('Quần đảo Hoàng Sa');
  });

  it.each([
    ['da lat', 'Đà Lạt'],
    ['Đà Lạt', 'Đà Lạt'],
    ['dalat', 'Đà Lạt'],
    ['DA LAT', 'Đà Lạt'],
    ['ha noi', 'Hà Nội'],
    ['hanoi', 'Hà Nội'],
    ['sai gon', 'TP. Hồ Chí Minh'],
    ['tp hcm', 'TP. Hồ Chí Minh'],
    ['Ho Chi Minh City', 'TP. Hồ Chí Minh'],
    ['sapa', 'Sa Pa'],
    ['hoi an', 'Hội An'],
    ['phu quoc', 'Phú Quốc'],
    ['con dao', 'Côn Đảo'],
  ])('finds %s as %s', (query, name) => {
    expect(searchGazetteer(query)[0]?.name).toBe(name);
  });

  it.each([
    ['Quảng Nam', 'Đà Nẵng'],
    ['quang binh', 'Quảng Trị'],
    ['Bình Dương', 'TP. Hồ Chí Minh'],
    ['Kiên Giang', 'An Giang'],
    ['Thừa Thiên Huế', 'Huế'],
    ['Hải Dương', 'Hải Phòng'],
    ['Yên Bái', 'Lào Cai'],
    ['bac lieu', 'Cà Mau'],
  ])('an earlier province, %s, finds the unit it joined, %s', (query, name) => {
    expect(searchGazetteer(query).map((hit) => hit.name)).toContain(name);
  });

  it('ranks prefixes first and caps the answer', () => {
    const hits = searchGazetteer('h', 5);
    expect(hits).toHaveLength(5);
    expect(placeMatchRank(hits[0]!.name, 'h')).toBeLessThanOrEqual(1);
    expect(searchGazetteer('')).toEqual([]);
    expect(searchGazetteer('zzzz')).toEqual([]);
  });

  it('merges our places first, one entry per name', () => {
    const ours = [{ name: 'Đà Lạt', lat: 11.95, lng: 108.44, kind: 'ours' as const }];
    const merged = mergePlaceHits('da', ours, 5);
    expect(merged[0]).toEqual(ours[0]);
    expect(merged.filter((hit) => hit.name === 'Đà Lạt')).toHaveLength(1);
    expect(merged.length).toBeLessThanOrEqual(5);
    // ours that do not match stay out
    expect(mergePlaceHits('hue', ours).some((hit) => hit.kind === 'ours')).toBe(false);
  });
});

describe('the place nearest a photo', () => {
  it('names the town or sight near the position, or nothing far from any', async () => {
    const { nearestGazetteerPlace, distanceKm } = await import('./places-rules.js');
    expect(nearestGazetteerPlace({ lat: 15.877, lng: 108.326 })?.name).toBe('Hội An');
    expect(nearestGazetteerPlace({ lat: 11.94, lng: 108.44 })?.name).toBe('Đà Lạt');
    expect(nearestGazetteerPlace({ lat: 48.85, lng: 2.35 })).toBeNull();
    expect(
      distanceKm({ lat: 21.0285, lng: 105.8542 }, { lat: 10.7769, lng: 106.7009 }),
    ).toBeCloseTo(1139, -1);
  });
});
