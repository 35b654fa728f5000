import { QRCodeSVG } from 'qrcode.react';

/**
 * The otpauth:// address as a QR code for the authenticator app's camera. Its own chunk
 * (with the QR library), loaded only while setting up.
 */
export default function TotpQr({ url, label }: { url: string; label: string }) {
  return (
    <div className="self-center rounded-2xl bg-white p-3 shadow-card">
      <QRCodeSVG
        value={url}
        size={176}
        level="M"
        marginSize={1}
        role="img"
        aria-label={label}
        data-testid="totp-qr"
      />
    </div>
  );
}
