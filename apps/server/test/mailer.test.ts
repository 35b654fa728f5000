import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  resetPasswordLink,
  resetPasswordMail,
  verifyEmailLink,
  verifyEmailMail,
} from '../src/lib/mail-templates.js';
import { createMailer } from '../src/lib/mailer.js';
import { parseMail } from './helpers/mail-catcher.js';

describe('mail templates', () => {
  const base = {
    to: 'a@example.com',
    displayName: 'Lan',
    link: 'https://doita.example/x?token=abc',
  };

  it('write the reset mail in Vietnamese and English, text and HTML', () => {
    const vi = resetPasswordMail({ ...base, language: 'vi' });
    const en = resetPasswordMail({ ...base, language: 'en' });
    expect(vi.subject).toBe('Đặt lại mật khẩu Đôi Ta');
    expect(vi.text).toContain('Chào Lan,');
    expect(vi.text).toContain('60 phút');
    expect(en.subject).toBe('Reset your Đôi Ta password');
    expect(en.text).toContain('60 minutes');
    for (const mail of [vi, en]) {
      expect(mail.text).toContain(base.link);
      expect(mail.html).toContain('href="https://doita.example/x?token=abc"');
    }
  });

  it('write the verify mail in both languages', () => {
    expect(verifyEmailMail({ ...base, language: 'vi' }).subject).toBe(
      'Xác minh email Đôi Ta của bạn',
    );
    expect(verifyEmailMail({ ...base, language: 'en' }).subject).toBe('Verify your Đôi Ta e-mail');
  });

  it('build links from the public URL and escape the token', () => {
    expect(resetPasswordLink('https://d.example', 'a+b/c')).toBe(
      'https://d.example/reset-password?token=a%2Bb%2Fc',
    );
    expect(verifyEmailLink('https://d.example', 'abc')).toBe(
      'https://d.example/verify-email?token=abc',
    );
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as .eml and .json into DATA_DIR/outbox and logs its link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'doita-outbox-'));
    const logged: { details: object; message: string }[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Đôi Ta" <no-reply@doita.local>',
      dataDir,
      logger: { info: (details, message) => logged.push({ details, message }) },
    });
    try {
      const link = 'http://localhost:3000/reset-password?token=abc123';
      await mailer.send(
        resetPasswordMail({ to: 'lan@example.com', displayName: 'Lan', language: 'vi', link }),
      );
      const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
      expect(files).toHaveLength(2);
      const eml = files.find((f) => f.endsWith('.eml')) ?? '';
      const json = files.find((f) => f.endsWith('.json')) ?? '';
      const parsed = parseMail(await readFile(path.join(dataDir, 'outbox', eml), 'utf8'));
      expect(parsed.subject).toBe('Đặt lại mật khẩu Đôi Ta');
      expect(parsed.text).toContain(link);
      expect(JSON.parse(await readFile(path.join(dataDir, 'outbox', json), 'utf8'))).toMatchObject({
        to: 'lan@example.com',
        link,
      });
      expect(logged[0]?.details).toMatchObject({ to: 'lan@example.com', link });
    } finally {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
