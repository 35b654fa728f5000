/**
 * The places shipped with the app (docs/product-rules.md, Places): Vietnam's 34
 * provinces and centrally-run cities in force since 1 July 2025 (at the seat of each), the
 * 63 earlier provinces as other names of the unit they joined (a couple's old memories say
 * "Quảng Nam" or "Bình Thuận"), and the towns and sights couples go to. Hoàng Sa belongs to
 * Đà Nẵng and Trường Sa to Khánh Hòa.
 *
 * Each row: Vietnamese name, English spelling, latitude, longitude, kind, other names.
 */
export type GazetteerKind = 'province' | 'city' | 'place';

export interface GazetteerPlace {
  name: string;
  nameEn: string;
  lat: number;
  lng: number;
  kind: GazetteerKind;
  /** other names that find it: the earlier provinces it took in, old or short spellings */
  aliases: readonly string[];
  /** the province or city it lies in (none for the 34 units themselves) */
  within?: string;
}

type Row = [string, string, number, number, GazetteerKind, string[]?, string?];

// The 34 units since 1 July 2025; the 6 centrally-run cities first. A merged unit lists the
// earlier provinces it took in, so their names still find it.
const UNITS: Row[] = [
  ['Hà Nội', 'Hanoi', 21.0285, 105.8542, 'city', ['Thủ đô Hà Nội', 'HN']],
  ['Huế', 'Hue', 16.4637, 107.5909, 'city', ['Thừa Thiên Huế', 'Thừa Thiên - Huế', 'Cố đô Huế']],
  ['Hải Phòng', 'Haiphong', 20.8449, 106.6881, 'city', ['Hải Dương', 'HP']],
  ['Đà Nẵng', 'Da Nang', 16.0544, 108.2022, 'city', ['Quảng Nam', 'Danang', 'ĐN']],
  [
    'TP. Hồ Chí Minh',
    'Ho Chi Minh City',
    10.7769,
    106.7009,
    'city',
    [
      'Hồ Chí Minh',
      'Sài Gòn',
      'Saigon',
      'HCM',
      'TPHCM',
      'HCMC',
      'Bình Dương',
      'Bà Rịa - Vũng Tàu',
      'Bà Rịa Vũng Tàu',
    ],
  ],
  ['Cần Thơ', 'Can Tho', 10.0452, 105.7469, 'city', ['Sóc Trăng', 'Hậu Giang']],
  ['Lai Châu', 'Lai Chau', 22.3964, 103.4582, 'province'],
  ['Điện Biên', 'Dien Bien', 21.386, 103.023, 'province', ['Điện Biên Phủ']],
  ['Sơn La', 'Son La', 21.3256, 103.9188, 'province'],
  ['Lạng Sơn', 'Lang Son', 21.8537, 106.7615, 'province'],
  ['Quảng Ninh', 'Quang Ninh', 20.9599, 107.0425, 'province'],
  ['Thanh Hóa', 'Thanh Hoa', 19.8067, 105.7852, 'province', ['Thanh Hoá']],
  ['Nghệ An', 'Nghe An', 18.6796, 105.6813, 'province'],
  ['Hà Tĩnh', 'Ha Tinh', 18.3428, 105.9057, 'province'],
  ['Cao Bằng', 'Cao Bang', 22.6657, 106.2579, 'province'],
  ['Tuyên Quang', 'Tuyen Quang', 21.8236, 105.214, 'province', ['Hà Giang']],
  ['Lào Cai', 'Lao Cai', 21.7229, 104.9113, 'province', ['Yên Bái']],
  ['Thái Nguyên', 'Thai Nguyen', 21.5942, 105.8482, 'province', ['Bắc Kạn', 'Bắc Cạn']],
  ['Phú Thọ', 'Phu Tho', 21.3227, 105.4019, 'province', ['Vĩnh Phúc', 'Hòa Bình', 'Hoà Bình']],
  ['Bắc Ninh', 'Bac Ninh', 21.2731, 106.1946, 'province', ['Bắc Giang']],
  ['Hưng Yên', 'Hung Yen', 20.6464, 106.0511, 'province', ['Thái Bình']],
  ['Ninh Bình', 'Ninh Binh', 20.2506, 105.9745, 'province', ['Hà Nam', 'Nam Định']],
  ['Quảng Trị', 'Quang Tri', 17.4689, 106.6223, 'province', ['Quảng Bình']],
  ['Quảng Ngãi', 'Quang Ngai', 15.1214, 108.8044, 'province', ['Kon Tum']],
  ['Gia Lai', 'Gia Lai', 13.782, 109.2197, 'province', ['Bình Định']],
  ['Khánh Hòa', 'Khanh Hoa', 12.2388, 109.1967, 'province', ['Khánh Hoà', 'Ninh Thuận']],
  ['Lâm Đồng', 'Lam Dong', 11.9404, 108.4583, 'province', ['Đắk Nông', 'Đăk Nông', 'Bình Thuận']],
  ['Đắk Lắk', 'Dak Lak', 12.6675, 108.0378, 'province', ['Đắc Lắc', 'Daklak', 'Phú Yên']],
  ['Đồng Nai', 'Dong Nai', 10.9574, 106.8429, 'province', ['Bình Phước']],
  ['Tây Ninh', 'Tay Ninh', 10.536, 106.413, 'province', ['Long An']],
  ['Vĩnh Long', 'Vinh Long', 10.2537, 105.9722, 'province', ['Bến Tre', 'Trà Vinh']],
  ['Đồng Tháp', 'Dong Thap', 10.36, 106.36, 'province', ['Tiền Giang']],
  ['Cà Mau', 'Ca Mau', 9.1769, 105.1524, 'province', ['Bạc Liêu']],
  ['An Giang', 'An Giang', 10.0125, 105.0809, 'province', ['Kiên Giang']],
];

// Towns and sights, each with the unit it lies in since July 2025.
const PLACES: Row[] = [
  [
    'Quần đảo Hoàng Sa',
    'Hoang Sa Archipelago',
    16.5,
    112.0,
    'place',
    ['Hoàng Sa', 'Paracel'],
    'Đà Nẵng',
  ],
  [
    'Quần đảo Trường Sa',
    'Truong Sa Archipelago',
    8.6447,
    111.9197,
    'place',
    ['Trường Sa', 'Spratly'],
    'Khánh Hòa',
  ],
  ['Đà Lạt', 'Dalat', 11.9404, 108.4583, 'city', ['Da Lat'], 'Lâm Đồng'],
  ['Hội An', 'Hoi An', 15.8801, 108.338, 'city', ['Phố cổ Hội An'], 'Đà Nẵng'],
  ['Sa Pa', 'Sapa', 22.3364, 103.8438, 'place', [], 'Lào Cai'],
  ['Phú Quốc', 'Phu Quoc', 10.2899, 103.984, 'place', ['Đảo Ngọc'], 'An Giang'],
  ['Vịnh Hạ Long', 'Ha Long Bay', 20.9101, 107.1839, 'place', ['Halong Bay'], 'Quảng Ninh'],
  ['Hạ Long', 'Ha Long', 20.951, 107.08, 'city', ['Halong'], 'Quảng Ninh'],
  ['Nha Trang', 'Nha Trang', 12.2451, 109.1943, 'city', [], 'Khánh Hòa'],
  ['Vũng Tàu', 'Vung Tau', 10.346, 107.0843, 'city', ['Bà Rịa'], 'TP. Hồ Chí Minh'],
  ['Mũi Né', 'Mui Ne', 10.9333, 108.2833, 'place', [], 'Lâm Đồng'],
  ['Phan Thiết', 'Phan Thiet', 10.9289, 108.1021, 'city', [], 'Lâm Đồng'],
  ['Côn Đảo', 'Con Dao', 8.6833, 106.6, 'place', ['Côn Sơn'], 'TP. Hồ Chí Minh'],
  ['Quy Nhơn', 'Quy Nhon', 13.7765, 109.2237, 'city', ['Qui Nhơn'], 'Gia Lai'],
  ['Pleiku', 'Pleiku', 13.9833, 108.0, 'city', [], 'Gia Lai'],
  ['Buôn Ma Thuột', 'Buon Ma Thuot', 12.6667, 108.05, 'city', ['Ban Mê Thuột', 'BMT'], 'Đắk Lắk'],
  ['Tuy Hòa', 'Tuy Hoa', 13.0955, 109.3209, 'city', ['Tuy Hoà'], 'Đắk Lắk'],
  ['Kon Tum (thành phố)', 'Kontum', 14.3545, 108.0076, 'city', [], 'Quảng Ngãi'],
  ['Lý Sơn', 'Ly Son', 15.38, 109.1167, 'place', ['Đảo Lý Sơn'], 'Quảng Ngãi'],
  ['Tam Kỳ', 'Tam Ky', 15.5736, 108.474, 'city', [], 'Đà Nẵng'],
  ['Mỹ Sơn', 'My Son Sanctuary', 15.7636, 108.1242, 'place', ['Thánh địa Mỹ Sơn'], 'Đà Nẵng'],
  ['Bà Nà', 'Ba Na Hills', 15.9977, 107.9881, 'place', ['Bà Nà Hills'], 'Đà Nẵng'],
  [
    'Phong Nha - Kẻ Bàng',
    'Phong Nha',
    17.59,
    106.2833,
    'place',
    ['Phong Nha', 'Sơn Đoòng'],
    'Quảng Trị',
  ],
  ['Đồng Hới', 'Dong Hoi', 17.4689, 106.6223, 'city', [], 'Quảng Trị'],
  ['Vinh', 'Vinh', 18.6796, 105.6813, 'city', [], 'Nghệ An'],
  ['Cửa Lò', 'Cua Lo', 18.8167, 105.7167, 'place', [], 'Nghệ An'],
  ['Sầm Sơn', 'Sam Son', 19.7333, 105.9, 'place', [], 'Thanh Hóa'],
  ['Tràng An', 'Trang An', 20.2567, 105.8972, 'place', ['Tam Cốc', 'Bái Đính'], 'Ninh Bình'],
  ['Nam Định (thành phố)', 'Nam Dinh', 20.42, 106.1683, 'city', [], 'Ninh Bình'],
  ['Cát Bà', 'Cat Ba', 20.727, 107.048, 'place', ['Đảo Cát Bà'], 'Hải Phòng'],
  ['Đồ Sơn', 'Do Son', 20.7167, 106.7833, 'place', [], 'Hải Phòng'],
  ['Cô Tô', 'Co To', 20.98, 107.76, 'place', ['Đảo Cô Tô'], 'Quảng Ninh'],
  ['Móng Cái', 'Mong Cai', 21.5333, 107.9667, 'city', [], 'Quảng Ninh'],
  ['Tam Đảo', 'Tam Dao', 21.4583, 105.6444, 'place', [], 'Phú Thọ'],
  ['Ba Vì', 'Ba Vi', 21.08, 105.37, 'place', [], 'Hà Nội'],
  ['Mai Châu', 'Mai Chau', 20.66, 105.08, 'place', [], 'Phú Thọ'],
  ['Mộc Châu', 'Moc Chau', 20.8466, 104.6366, 'place', [], 'Sơn La'],
  ['Mù Cang Chải', 'Mu Cang Chai', 21.85, 104.0833, 'place', [], 'Lào Cai'],
  ['Bắc Hà', 'Bac Ha', 22.537, 104.291, 'place', [], 'Lào Cai'],
  ['Hà Giang (thành phố)', 'Ha Giang', 22.8233, 104.9836, 'city', [], 'Tuyên Quang'],
  ['Đồng Văn', 'Dong Van', 23.2783, 105.3614, 'place', ['Cao nguyên đá Đồng Văn'], 'Tuyên Quang'],
  ['Hồ Ba Bể', 'Ba Be Lake', 22.4, 105.6167, 'place', ['Ba Bể'], 'Thái Nguyên'],
  ['Thác Bản Giốc', 'Ban Gioc Falls', 22.855, 106.7236, 'place', ['Bản Giốc'], 'Cao Bằng'],
  ['Thủ Dầu Một', 'Thu Dau Mot', 10.9804, 106.6519, 'city', [], 'TP. Hồ Chí Minh'],
  ['Cần Giờ', 'Can Gio', 10.411, 106.954, 'place', [], 'TP. Hồ Chí Minh'],
  ['Biên Hòa', 'Bien Hoa', 10.9574, 106.8429, 'city', ['Biên Hoà'], 'Đồng Nai'],
  ['Mỹ Tho', 'My Tho', 10.36, 106.36, 'city', [], 'Đồng Tháp'],
  ['Bến Tre (thành phố)', 'Ben Tre', 10.2434, 106.3756, 'city', [], 'Vĩnh Long'],
  ['Châu Đốc', 'Chau Doc', 10.7, 105.1167, 'city', [], 'An Giang'],
  ['Hà Tiên', 'Ha Tien', 10.3833, 104.4833, 'city', [], 'An Giang'],
  ['Rạch Giá', 'Rach Gia', 10.0125, 105.0809, 'city', [], 'An Giang'],
  ['Mũi Cà Mau', 'Ca Mau Cape', 8.6153, 104.7236, 'place', ['Đất Mũi'], 'Cà Mau'],
];

const toPlace = ([name, nameEn, lat, lng, kind, aliases = [], within]: Row): GazetteerPlace => ({
  name,
  nameEn,
  lat,
  lng,
  kind,
  aliases,
  ...(within ? { within } : {}),
});

/** the 34 provinces and centrally-run cities in force since 1 July 2025 */
export const VIETNAM_UNITS: readonly GazetteerPlace[] = UNITS.map(toPlace);

/** every place shipped with the app: the 34 units first, then towns and sights */
export const GAZETTEER: readonly GazetteerPlace[] = [...VIETNAM_UNITS, ...PLACES.map(toPlace)];
