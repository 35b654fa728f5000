import type { ExportDownloadLink, ExportJob, ImportJob } from '@doita/shared';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { expect } from 'vitest';
import { as } from './couple.js';
import type { AppOnly, TestApp, TestUser } from './test-app.js';
import { authHeader } from './test-app.js';
import { multipart } from './images.js';

/** Starts an export, lets the worker finish and returns the job as GET answers it. */
export async function exportOf(ctx: AppOnly, user: TestUser): Promise<ExportJob> {
  const started = await as(ctx, user, 'POST', '/api/exports');
  expect(started.statusCode, started.body).toBe(202);
  const { id, status } = started.json<{ export: { id: string; status: string } }>().export;
  expect(status).toBe('pending');
  await ctx.app.background.drain();
  const res = await as(ctx, user, 'GET', `/api/exports/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ export: ExportJob }>().export;
}

/** POST /api/exports/:id/download-link as `user`: the single-use link's URL (or the refusal). */
export async function downloadLinkOf(ctx: AppOnly, user: TestUser, exportId: string) {
  const res = await as(ctx, user, 'POST', `/api/exports/${exportId}/download-link`);
  return { res, url: res.statusCode === 200 ? res.json<ExportDownloadLink>().url : '' };
}

/** The export's ZIP as its owner downloads it: a link asked for, then opened with no token. */
export async function downloadExportZip(ctx: AppOnly, user: TestUser, exportId: string) {
  const { res, url } = await downloadLinkOf(ctx, user, exportId);
  expect(res.statusCode, res.body).toBe(200);
  return ctx.app.inject({ method: 'GET', url });
}

/** Sends a ZIP to POST /api/imports, lets the job finish, returns it. */
export async function importOf(ctx: TestApp, user: TestUser, zip: Buffer): Promise<ImportJob> {
  const body = multipart({ name: 'doita.zip', type: 'application/zip', bytes: zip });
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...authHeader(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<{ import: { id: string } }>().import;
  await ctx.app.background.drain();
  const res = await as(ctx, user, 'GET', `/api/imports/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ import: ImportJob }>().import;
}

/** Every file of a ZIP, by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return files;
}

/** A ZIP of these files (`compress: true` deflates). */
export async function zipOf(files: Record<string, Buffer | string>, compress = true) {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * An export's ZIP as the same person's export from another server: its `user` named by
 * `person`'s e-mail (their id there stays another), every other file as it was.
 */
export async function asExportOf(zip: Buffer, person: Pick<TestUser, 'email'>) {
  const files = await unzip(zip);
  const data = JSON.parse(files.get('data.json')!.toString('utf8')) as {
    user: { email: string };
  };
  data.user.email = person.email;
  files.set('data.json', Buffer.from(JSON.stringify(data)));
  return zipOf(Object.fromEntries(files), false);
}
