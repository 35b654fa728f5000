// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/two-step-sessions.mjs
// --act scripts/seeds/two-step-setup-act.mjs /profile?tab=account`: Lan is also signed in
// on an iPhone and an Android phone, so the devices list has others to sign out.
const PHONES = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

export default async function seed({ a, baseUrl }) {
  for (const userAgent of PHONES) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email: a.email, password: 'MatKhau123' }),
    });
    if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  }
  return {};
}
