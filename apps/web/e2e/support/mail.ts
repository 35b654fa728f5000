import { expect } from '@playwright/test';

const inboxPort = Number(process.env.E2E_PORT ?? 3300) + 26;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject matches, as received by the loopback SMTP server. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `http://127.0.0.1:${inboxPort}/messages?to=${encodeURIComponent(to)}`,
        );
        const mails = (await res.json()) as ReceivedMail[];
        found = mails.reverse().find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link to our app in a mail's text. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s>"]+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[0];
}

let counter = 0;
/** A unique address per test run. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}
