import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { VIDEO_LIMITS } from '@doita/shared';

/**
 * Videos through ffmpeg and ffprobe (docs/deploy.md, Videos). The binaries come with the
 * registry packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe (static builds:
 * libx264 and AAC to encode, HEVC, VP8/VP9 and AV1 to decode), or from FFMPEG_PATH and
 * FFPROBE_PATH. Without them the server runs, and a video upload answers 503
 * VIDEOS_UNAVAILABLE.
 */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What configuration says: undefined for the bundled binary, `none` for no videos. */
export interface VideoToolsConfig {
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
}

const require = createRequire(import.meta.url);

function bundled(name: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string | null {
  try {
    return (require(name) as { path: string }).path;
  } catch {
    // the package, or its binary for this platform, is not installed
    return null;
  }
}

function runnable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    try {
      accessSync(file, constants.X_OK);
    } catch {
      // npm installs a package's files without running its scripts here (its `chmod u+x`):
      // the binary is ours to make executable.
      chmodSync(file, 0o755);
    }
    return true;
  } catch {
    return false;
  }
}

/** The binaries to use, or null with why not (logged at start, shown by GET /uploads/config). */
export function resolveVideoTools(
  config: VideoToolsConfig,
): { tools: VideoTools; reason?: undefined } | { tools: null; reason: string } {
  if (config.ffmpegPath === 'none' || config.ffprobePath === 'none') {
    return { tools: null, reason: 'turned off (FFMPEG_PATH=none)' };
  }
  const ffmpeg = config.ffmpegPath ?? bundled('@ffmpeg-installer/ffmpeg');
  const ffprobe = config.ffprobePath ?? bundled('@ffprobe-installer/ffprobe');
  if (!ffmpeg || !runnable(ffmpeg))
    return { tools: null, reason: `no ffmpeg at ${ffmpeg ?? '(none)'}` };
  if (!ffprobe || !runnable(ffprobe))
    return { tools: null, reason: `no ffprobe at ${ffprobe ?? '(none)'}` };
  return { tools: { ffmpeg, ffprobe } };
}

/** A process that ran past its time or could not start. */
export class VideoToolError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

interface RunOptions {
  timeoutMs: number;
  /** below the API's priority, so preparing a video never slows the answers (`nice` 10) */
  lowPriority?: boolean;
  onStdout?: (chunk: string) => void;
  /** aborted: the tool is killed at once (the server is closing; a transcode takes minutes) */
  signal?: AbortSignal;
}

function run(
  file: string,
  args: string[],
  options: RunOptions,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.lowPriority && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // not allowed here: it runs at the API's priority, one at a time still
      }
    }
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    // Left running, it would outlive the server that started it: an orphan writing into the
    // data directory while the next start prepares the same video again.
    const stop = () => child.kill('SIGKILL');
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener('abort', stop, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else if (stdout.length < 1_000_000) stdout += chunk;
    });
    // only the end of what it says is kept: the reason for a failure is there
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      reject(new VideoToolError(`${file} did not start: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      if (options.signal?.aborted) reject(new VideoToolError('stopped: the server is closing'));
      else if (timedOut) reject(new VideoToolError('took too long', true));
      else if (code !== 0) reject(new VideoToolError(`exit ${code}: ${stderr.trim().slice(-500)}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** What ffprobe says of a file. */
export interface VideoProbe {
  durationMs: number;
  /** upright (rotation applied) */
  width: number;
  height: number;
  codec: string;
  hasAudio: boolean;
}

/** The file does not decode as a video (not one, damaged, no video stream). */
export class UnreadableVideoError extends Error {}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

export async function probeVideo(tools: VideoTools, file: string): Promise<VideoProbe> {
  let output: string;
  try {
    ({ stdout: output } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: 30_000 },
    ));
  } catch (error) {
    if (error instanceof VideoToolError && !error.timedOut)
      throw new UnreadableVideoError(error.message);
    throw error;
  }
  const json = JSON.parse(output) as ProbeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const seconds = Number(json.format?.duration ?? video?.duration ?? NaN);
  if (!video?.width || !video.height || !Number.isFinite(seconds) || seconds <= 0) {
    throw new UnreadableVideoError('no video stream');
  }
  const rotation = Math.abs(
    Number(
      video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
        video.tags?.rotate ??
        0,
    ),
  );
  const turned = rotation % 180 === 90;
  return {
    durationMs: Math.round(seconds * 1000),
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    codec: video.codec_name ?? '',
    hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/** The rendition's size: the long side at most 1280 px, both even (H.264's 4:2:0 needs it). */
export function renditionSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, VIDEO_LIMITS.renditionLongestSide / Math.max(width, height));
  const even = (n: number) => Math.max(2, Math.floor((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/**
 * The rendition every browser plays: H.264 (yuv420p) + AAC in MP4, `+faststart` (it plays
 * before it has all arrived), upright (ffmpeg applies the rotation; none is written back),
 * scaled to `renditionSize`, and nothing of the original's metadata: `-map_metadata -1`
 * drops the container's and streams' tags (QuickTime's location, ISO6709 and ©xyz, the
 * camera, the dates), `-map_chapters -1` the chapters, and only the first video and audio
 * streams are kept (an iPhone's metadata tracks carry location too).
 */
export async function transcodeVideo(
  tools: VideoTools,
  input: string,
  output: string,
  probe: VideoProbe,
  options: { timeoutMs: number; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  const size = renditionSize(probe.width, probe.height);
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-threads',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-metadata:s:v:0',
    'rotate=0',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
  let buffered = '';
  await run(tools.ffmpeg, args, {
    timeoutMs: options.timeoutMs,
    lowPriority: true,
    ...(options.signal ? { signal: options.signal } : {}),
    onStdout: (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (older builds call it out_time_ms, in microseconds all the same)
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match && options.onProgress && probe.durationMs > 0) {
          options.onProgress(Math.min(1, Number(match[1]) / 1000 / probe.durationMs));
        }
      }
    },
  });
}

/** A JPEG of one frame (a second in, or the middle of a shorter clip), upright, for the poster. */
export async function posterFrame(
  tools: VideoTools,
  input: string,
  output: string,
  probe: VideoProbe,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const at = Math.min(1, probe.durationMs / 2000).toFixed(3);
  await run(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      output,
    ],
    { timeoutMs, lowPriority: true, ...(signal ? { signal } : {}) },
  );
}
