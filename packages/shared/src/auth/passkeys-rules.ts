/** what a person calls one of their passkeys ("Điện thoại của Lan", "Chrome · macOS") */
export const PASSKEY_NAME_MAX = 60;
/** at most this many passkeys on one account */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;
/** how a browser may reach an authenticator, as WebAuthn names them */
export const PASSKEY_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number];

/** the transports a browser reported that WebAuthn knows (a newer browser may say more) */
export function knownTransports(reported: readonly string[] | undefined): PasskeyTransport[] {
  const known: readonly string[] = PASSKEY_TRANSPORTS;
  return (reported ?? []).filter((transport): transport is PasskeyTransport =>
    known.includes(transport),
  );
}
