// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/places.mjs /map /memories/{memory}/edit`:
// Lan and Minh's memories at places all over Vietnam (some close together, so the map groups
// them), one with a name only. Returns `{ memory }` for the paths.
export default async function seed({ api, a, b }) {
  const at = async (user, title, date, location) =>
    (
      await api(user, 'POST', '/api/memories', {
        title,
        description: 'Một ngày thật đẹp của hai đứa.',
        date,
        location,
      })
    ).memory.id;
  const dalat = { name: 'Đà Lạt', lat: 11.9404, lng: 108.4583 };
  const first = await at(a, 'Săn mây Đà Lạt', '2025-03-08', dalat);
  await at(b, 'Đồi thông', '2025-03-09', dalat);
  await at(a, 'Cầu Đất', '2025-03-10', { name: 'Đồi chè Cầu Đất', lat: 11.86, lng: 108.56 });
  await at(a, 'Phố cổ', '2024-09-02', { name: 'Hội An', lat: 15.8801, lng: 108.338 });
  await at(b, 'Bà Nà', '2024-09-03', { name: 'Bà Nà', lat: 15.9977, lng: 107.9881 });
  await at(a, 'Hồ Gươm', '2024-01-01', { name: 'Hà Nội', lat: 21.0285, lng: 105.8542 });
  await at(b, 'Sa Pa mù sương', '2023-12-24', { name: 'Sa Pa', lat: 22.3364, lng: 103.8438 });
  await at(a, 'Biển Phú Quốc', '2025-06-01', { name: 'Phú Quốc', lat: 10.2899, lng: 103.984 });
  await at(b, 'Quán quen', '2025-07-01', 'Quán cà phê quen');
  return { memory: first };
}
