#!/usr/bin/env node
// Starts what the end-to-end suite talks to: a real SMTP receiver on loopback (with a
// small HTTP inbox the specs read), and the built server on a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { decodeMail } from './mail-decode.mjs';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const appPort = Number(process.env.E2E_PORT ?? 3300);
const smtpPort = appPort + 25;
const inboxPort = appPort + 26;
const dataDir = mkdtempSync(join(tmpdir(), 'doita-e2e-'));
/** @type {{ to: string[], subject: string, text: string }[]} */
const inbox = [];

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      inbox.push({ to, ...decodeMail(Buffer.concat(chunks).toString('utf8')) });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /messages?to=a@b.c -> the messages to that address, newest last
const inboxServer = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = inbox.filter((m) => !to || m.to.includes(to));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(messages));
});
inboxServer.listen(inboxPort, '127.0.0.1');

const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    // passkeys need a domain (browsers refuse an IP address as their RP ID): passkeys.spec.ts
    // opens the app at localhost
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGINS: `http://localhost:${appPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // one browser registers many accounts from one address; rate limits have their own server tests
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
  },
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  smtp.close(() => undefined);
  inboxServer.close();
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 500);
}
server.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
