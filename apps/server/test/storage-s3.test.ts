import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amzDate, createS3Storage, parseListPage, signV4 } from '../src/lib/s3-storage.js';
import type { S3Config } from '../src/lib/s3-storage.js';
import { as } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { MEMORY } from './helpers/route-catalogue.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * A real S3 API on loopback (s3rver checks Signature V4 with its own keys), so the
 * client's signing, streaming and error paths run for real.
 */
/**
 * A port the system has just handed out as free. A random one from a fixed range could be
 * taken by another test's outgoing connection, and s3rver then never starts (its listen
 * waits for 'listening' and misses the error): the suite hung for its minute.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const port = await freePort();
const endpoint = `http://127.0.0.1:${port}`;
const config: S3Config = {
  endpoint,
  bucket: 'doita-photos',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix: 'test/',
};
let server: S3rver | undefined;
let directory: string | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'doita-s3-'));
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: config.bucket, configs: [] }],
  });
  await server.run();
});

afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('S3 storage client', () => {
  it('puts, gets and deletes objects with Signature V4', async () => {
    const storage = createS3Storage(config);
    await storage.put('abc/320.webp', Buffer.from('hello photo'), 'image/webp');
    const file = await storage.get('abc/320.webp');
    expect(file?.size).toBe(11);
    expect(await text(file!.body)).toBe('hello photo');
    await storage.delete(['abc/320.webp', 'abc/960.webp']);
    expect(await storage.get('abc/320.webp')).toBeNull();
  });

  it('streams a file from disk (a video), signed with its hash, and leaves the file', async () => {
    const storage = createS3Storage(config);
    const source = path.join(directory!, 'clip.mp4');
    // several MB, so the body goes out as more than one chunk
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    bytes.write('ftypisom', 4);
    await writeFile(source, bytes);
    await storage.put('vid/original.mp4', { file: source }, 'video/mp4');
    const stored = await storage.get('vid/original.mp4');
    expect(stored?.size).toBe(bytes.length);
    expect(Buffer.compare(await buffer(stored!.body), bytes)).toBe(0);
    expect((await readFile(source)).length).toBe(bytes.length);
    await storage.delete(['vid/original.mp4']);
    await expect(
      storage.put('vid/original.mp4', { file: path.join(directory!, 'missing') }, 'video/mp4'),
    ).rejects.toThrow();
  });

  it('lists every stored file under its prefix (the orphan sweep), page by page', async () => {
    const storage = createS3Storage(config);
    const keys = ['listA/320.webp', 'listA/original.jpg', 'listB/320.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    const listed: string[] = [];
    for await (const page of storage.list()) {
      for (const file of page) {
        listed.push(file.key);
        expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      }
    }
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(listed.every((key) => !key.startsWith(config.prefix))).toBe(true);
    // one at a time: s3rver's own folders trip over parallel deletes in one folder
    for (const key of keys) await storage.delete([key]);
  });

  it('reads a truncated ListObjectsV2 page: its keys, escaped, and the next token', () => {
    const xml =
      '<ListBucketResult><IsTruncated>true</IsTruncated>' +
      '<Contents><Key>p/a&amp;b/320.webp</Key><LastModified>2025-01-02T03:04:05.000Z</LastModified></Contents>' +
      '<Contents><Key>other/x</Key><LastModified>2025-01-02T03:04:05.000Z</LastModified></Contents>' +
      '<NextContinuationToken>tok&amp;en</NextContinuationToken></ListBucketResult>';
    expect(parseListPage(xml, 'p/')).toEqual({
      files: [{ key: 'a&b/320.webp', modifiedAt: new Date('2025-01-02T03:04:05.000Z') }],
      next: 'tok&en',
    });
    expect(parseListPage('<IsTruncated>false</IsTruncated>', 'p/')).toEqual({ files: [] });
  });

  it('signs exactly as AWS documents (Signature V4, GET Object example)', () => {
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });

  it('fails loudly on an unknown key, and refuses unsafe keys', async () => {
    const storage = createS3Storage({ ...config, accessKeyId: 'NOBODY' });
    await expect(storage.put('abc/1.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT abc\/1.webp failed: 403/,
    );
    await expect(createS3Storage(config).get('../etc/passwd')).rejects.toThrow(
      /unsafe storage key/,
    );
  });
});

describeEachEngine('uploads on S3', (engine) => {
  const t = useTestApp(engine, {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_PREFIX: 'app/',
    },
  });

  it('stores renditions in the bucket and serves them through signed URLs', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const upload = await uploadImage(ctx, user);
    const res = await as(ctx, user, 'POST', '/api/memories', { ...MEMORY, images: [upload.id] });
    expect(res.statusCode).toBe(201);
    const file = await ctx.app.inject({ method: 'GET', url: upload.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const direct = await createS3Storage({ ...config, prefix: 'app/' }).get(
      `${upload.id}/${upload.image.renditions[0]?.width}.webp`,
    );
    expect(direct).not.toBeNull();
  });
});
