import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

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

export function run(
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
