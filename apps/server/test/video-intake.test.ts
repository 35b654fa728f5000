import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/errors.js';
import { resolveVideoTools } from '../src/lib/video.js';
import { VIDEO_INTAKE_POOL, createVideoIntake } from '../src/modules/uploads/video-intake.js';
import { makeVideo } from './helpers/videos.js';
import { h264, picture } from './helpers/video-originals.js';

/**
 * A received video is read and copied in its turn: a burst of uploads from one person, or
 * from many, starts no more encoders at once than the pool allows, and what does not fit
 * its short queue is refused at once (503 VIDEOS_BUSY, Retry-After) instead of piling up.
 */
describe('video intake, in its turn', () => {
  let dir: string;
  let video: string;
  let tools: { ffmpeg: string; ffprobe: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'doita-intake-'));
    const real = resolveVideoTools({ ffmpegPath: undefined, ffprobePath: undefined }).tools;
    if (!real) throw new Error('no ffmpeg for the video tests');
    // an ffprobe that notes how many of it run at once, and takes its time, as a 200 MB
    // file would
    const counting = path.join(dir, 'ffprobe');
    await writeFile(
      counting,
      [
        '#!/bin/sh',
        `mkdir "${dir}/running.$$"`,
        `ls -d "${dir}"/running.* | wc -l >> "${dir}/at-once"`,
        'sleep 0.3',
        `"${real.ffprobe}" "$@"`,
        'status=$?',
        `rmdir "${dir}/running.$$"`,
        'exit $status',
        '',
      ].join('\n'),
    );
    await chmod(counting, 0o755);
    tools = { ffmpeg: real.ffmpeg, ffprobe: counting };
    video = path.join(dir, 'clip.mp4');
    await writeFile(video, await makeVideo('mp4', [...picture('160x120', 1), ...h264]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('runs two at a time, one per person, and refuses what does not fit its queue', async () => {
    const intake = createVideoIntake(tools);
    const tooLong = () => new HttpError(422, 'VIDEO_TOO_LONG', 'too long');
    const people = ['lan', 'minh', 'an'];
    const burst = people.flatMap((person) =>
      Array.from({ length: 8 }, () =>
        intake.probeOrRefuse(person, video, 180, tooLong).then(
          (probe) => ({ person, probe }),
          (error: unknown) => ({ person, error }),
        ),
      ),
    );
    const answers = await Promise.all(burst);

    const peaks = (await readFile(path.join(dir, 'at-once'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map(Number);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(VIDEO_INTAKE_POOL.concurrency);
    for (const person of people) {
      const mine = answers.filter((a) => a.person === person);
      const read = mine.filter((a) => 'probe' in a);
      // each person's first one and its short queue are read, whoever came first
      expect(read.length).toBeGreaterThanOrEqual(VIDEO_INTAKE_POOL.maxQueuedPerKey);
      expect(read.length).toBeLessThanOrEqual(VIDEO_INTAKE_POOL.maxQueuedPerKey + 1);
      for (const answer of read)
        if ('probe' in answer) expect(answer.probe.durationMs).toBeGreaterThan(900);
      for (const answer of mine.filter((a) => 'error' in a)) {
        const error = 'error' in answer ? answer.error : null;
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({
          statusCode: 503,
          code: 'VIDEOS_BUSY',
          headers: { 'retry-after': '30' },
        });
      }
    }
    // the burst over, the next one is read at once
    await expect(intake.probeOrRefuse('lan', video, 180, tooLong)).resolves.toMatchObject({
      width: 160,
    });
  });
});
