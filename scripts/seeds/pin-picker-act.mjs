// Opens the pin picker of a memory's place and drops a pin, before the photograph:
//   node scripts/screenshots.mjs --seed scripts/seeds/places.mjs \
//     --act scripts/seeds/pin-picker-act.mjs /memories/{memory}/edit
export default async function act({ page, lang }) {
  await page
    .getByRole('button', { name: lang === 'vi' ? 'Thả ghim trên bản đồ' : 'Drop a pin on the map' })
    .click();
  const picker = page.getByTestId('pin-picker');
  await picker.getByTestId('province-lines').waitFor({ state: 'attached' });
  const map = picker.getByRole('application');
  const box = await map.boundingBox();
  await map.click({ position: { x: box.width * 0.55, y: box.height * 0.45 } });
  await picker.scrollIntoViewIfNeeded();
  return { fullPage: false };
}
