// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/profile.mjs /profile ...`:
// Lan (a) gets a full profile, a cropped avatar (drawn with sharp, uploaded through
// POST /api/upload/single, set with PUT /api/user/avatar) and a second signed-in device
// (a phone), so the account tab lists two sessions.
import sharp from 'sharp';

/** A square portrait-like picture: a warm background and a round face. */
async function portrait(size = 640) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="g" cx="0.5" cy="0.3" r="0.9">
      <stop offset="0" stop-color="#ffd6c9"/><stop offset="1" stop-color="#c62a5c"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.2}" fill="#f3c9a8"/>
    <path d="M${size * 0.18} ${size} Q ${size / 2} ${size * 0.55} ${size * 0.82} ${size} Z" fill="#5a2340"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export default async function seed({ api, a, baseUrl }) {
  await api(a, 'PUT', '/api/user/me', {
    username: 'lan.nguyen',
    bio: 'Thích biển, cà phê sáng và những chuyến đi bất chợt cùng Minh.',
    dateOfBirth: '1996-02-29',
    phone: '+84 90 123 4567',
  });
  const form = new FormData();
  form.append('file', new Blob([await portrait()], { type: 'image/png' }), 'avatar.png');
  const response = await fetch(`${baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  await api(a, 'PUT', '/api/user/avatar', { uploadId: id });
  // A second device: Lan's phone.
  const phone = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    body: JSON.stringify({ email: a.email, password: 'MatKhau123' }),
  });
  if (!phone.ok) throw new Error(`login: ${phone.status}`);
  return {};
}
