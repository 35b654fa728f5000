import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { resolveVideoTools } from '../../src/lib/video.js';
import { as } from './couple.js';
import { postUpload } from './images.js';
import type { AppOnly, TestUser } from './test-app.js';

/** The video tests' helpers: the fixtures (fixtures/video/README.md), uploads, and ffprobe. */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/video');
export const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const run = promisify(execFile);
const require = createRequire(import.meta.url);
/** the same ffprobe the server uses, to look at what it made */
const FFPROBE = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

/** the server's own ffmpeg, to make fixtures in a test and to decode what it serves */
const ffmpeg = () => {
  const { tools } = resolveVideoTools({ ffmpegPath: undefined, ffprobePath: undefined });
  if (!tools) throw new Error('no ffmpeg for the video tests');
  return tools.ffmpeg;
};

/**
 * A video made by ffmpeg for one test: `args` are its inputs and options up to the output,
 * a file, or a pipe (`pipe`) as a browser's MediaRecorder streams WebM: with no Duration (it
 * cannot seek back to write one) and no Cues. `then` runs a second ffmpeg on the first one's
 * output, as a remux that sets a rotation.
 */
export async function makeVideo(
  ext: string,
  args: string[],
  options: { pipe?: boolean; then?: string[] } = {},
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doita-video-'));
  try {
    const first = path.join(dir, `${options.then ? 'in' : 'out'}.${ext}`);
    const base = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
    if (options.pipe) {
      const { stdout } = await run(ffmpeg(), [...base, ...args, 'pipe:1'], {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      });
      await writeFile(first, stdout);
    } else {
      await run(ffmpeg(), [...base, ...args, first]);
    }
    if (!options.then) return await readFile(first);
    const out = path.join(dir, `out.${ext}`);
    await run(ffmpeg(), [...base, '-i', first, ...options.then, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether every frame of the bytes decodes (ffmpeg says nothing at `-v error`). */
export async function decodes(bytes: Buffer): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doita-decode-'));
  try {
    const file = path.join(dir, 'video');
    await writeFile(file, bytes);
    const { stderr } = await run(ffmpeg(), [
      '-v',
      'error',
      '-nostdin',
      '-i',
      file,
      '-f',
      'null',
      '-',
    ]);
    return stderr.trim() === '';
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A multipart body of named files. */
export function filesBody(files: { field: string; name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----doita${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const uploadVideo = async (
  ctx: AppOnly,
  user: TestUser,
  name: string,
  type = 'video/quicktime',
) => postUpload(ctx, user, filesBody([{ field: 'file', name, type, bytes: await fixture(name) }]));

export const statusOf = async (ctx: AppOnly, user: TestUser, id: string) =>
  as(ctx, user, 'GET', `/api/uploads/${id}`);

/** What ffprobe says of bytes the server served. */
export async function probe(bytes: Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'doita-probe-'));
  try {
    const file = path.join(dir, 'video');
    await writeFile(file, bytes);
    const { stdout } = await run(FFPROBE, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    return JSON.parse(stdout) as {
      format: { format_name: string; duration?: string; tags?: Record<string, string> };
      streams: {
        codec_type: string;
        codec_name: string;
        codec_tag_string?: string;
        width?: number;
        height?: number;
        duration?: string;
        disposition?: { attached_pic?: number };
        tags?: Record<string, string>;
        side_data_list?: { rotation?: number }[];
      }[];
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
