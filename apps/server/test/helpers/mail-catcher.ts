import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** every text part, decoded */
  text: string;
  html: string;
  raw: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  mails: CaughtMail[];
  /** the first mail to `to` (after `since` mails) matching `subject`, waiting for it to arrive */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  /** mails sent to `to` so far */
  to(to: string): CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback: the mailer speaks SMTP to it exactly as in production. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, subject, timeoutMs = 10_000) {
      const started = Date.now();
      for (;;) {
        const found = to(address).find((m) => !subject || subject.test(m.subject));
        if (found) return found;
        if (Date.now() - started > timeoutMs)
          throw new Error(`no mail to ${address} matching ${String(subject)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The little MIME this needs: headers, multipart/alternative, quoted-printable and base64. */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const textOf = (type: string) =>
    parts
      .filter((p) => (p.headers['content-type'] ?? 'text/plain').startsWith(type))
      .map((p) => p.text)
      .join('\n');
  return {
    subject: decodeWords(headers.subject ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    raw,
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leafParts(
  headers: Record<string, string>,
  body: string,
): { headers: Record<string, string>; text: string }[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  return [{ headers, text: decodeBody(body, headers['content-transfer-encoding'] ?? '7bit') }];
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
