import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the link the message carries; logged when mail goes to the outbox */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The slice of pino the mailer uses, so it is not tied to Fastify. */
export interface MailLogger {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: MailLogger;
}

/** SMTP when SMTP_URL is set; otherwise each message lands in DATA_DIR/outbox (development). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ from, dataDir, logger }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(outbox, { recursive: true });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const file = path.join(outbox, `${base}.eml`);
      await writeFile(file, info.message as Buffer);
      await writeFile(
        path.join(outbox, `${base}.json`),
        JSON.stringify({ to, subject, link: link ?? null, text }, null, 2),
      );
      logger.info({ to, subject, link, file }, 'mail written to the outbox (SMTP_URL not set)');
    },
    close: () => transport.close(),
  };
}
