import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { probeVideo, resolveVideoTools, transcodeVideo } from '../src/lib/video.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/video/', import.meta.url));
const resolved = resolveVideoTools({ ffmpegPath: undefined, ffprobePath: undefined });
let dir = '';

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** the processes whose command line names `marker` (the output file: this test's own) */
function processesNaming(marker: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('the encoder when the server closes', () => {
  it.skipIf(!resolved.tools)('is killed at once, not left running as an orphan', async () => {
    const tools = resolved.tools!;
    dir = await mkdtemp(path.join(tmpdir(), 'doita-video-stop-'));
    const input = path.join(FIXTURES, 'clip-40s-hevc.mov');
    const output = path.join(dir, 'stopped-rendition.mp4');
    const probe = await probeVideo(tools, input);
    const stopping = new AbortController();
    let progressed = false;
    const started = Date.now();
    const transcode = transcodeVideo(tools, input, output, probe, {
      timeoutMs: 120_000,
      signal: stopping.signal,
      onProgress: () => {
        progressed = true;
      },
    });
    await expect.poll(() => progressed, { timeout: 20_000 }).toBe(true);
    expect(processesNaming(output)).not.toEqual([]);
    stopping.abort();
    await expect(transcode).rejects.toThrow(/stopped/);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(processesNaming(output)).toEqual([]);
  });

  it.skipIf(!resolved.tools)('does not start when the server is already closing', async () => {
    const tools = resolved.tools!;
    const input = path.join(FIXTURES, 'h264.mp4');
    const probe = await probeVideo(tools, input);
    const output = path.join(await mkdtemp(path.join(tmpdir(), 'doita-video-stop-')), 'never.mp4');
    await expect(
      transcodeVideo(tools, input, output, probe, {
        timeoutMs: 60_000,
        signal: AbortSignal.abort(),
      }),
    ).rejects.toThrow(/stopped/);
    expect(processesNaming(output)).toEqual([]);
    await rm(path.dirname(output), { recursive: true, force: true });
  });
});
