// Opens the two-step set-up (QR code and key) on the account tab before the photograph.
export default async function act({ page, lang }) {
  const panel = page.getByRole('region', {
    name: lang === 'vi' ? 'Xác minh hai bước' : 'Two-step sign-in',
  });
  await panel.getByRole('button', { name: lang === 'vi' ? 'Thiết lập' : 'Set up' }).click();
  await panel.getByTestId('totp-qr').waitFor();
  await panel.scrollIntoViewIfNeeded();
}
