import { QRCodeSVG } from 'qrcode.react';

/**
 * The join link as a QR code, for the partner's phone camera. Its own chunk (with the QR
 * library), loaded only when asked for: nothing of it weighs on the first paint.
 */
export default function JoinCodeQr({ link, label }: { link: string; label: string }) {
  return (
    <figure className="flex flex-col items-center gap-2 self-center rounded-2xl bg-white p-4 shadow-card">
      <QRCodeSVG
        value={link}
        size={192}
        level="M"
        marginSize={1}
        role="img"
        aria-label={label}
        data-testid="join-code-qr"
      />
      <figcaption className="max-w-48 text-center text-xs break-all text-neutral-600">
        {link}
      </figcaption>
    </figure>
  );
}
