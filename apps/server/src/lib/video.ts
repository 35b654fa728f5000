import { open } from 'node:fs/promises';
import { VIDEO_LIMITS } from '@doita/shared';
import type { VideoContainer } from '@doita/shared';
import { VideoToolError, run } from './video-tools.js';
import type { VideoTools } from './video-tools.js';

/**
 * What is done to a video with ffmpeg and ffprobe: read what it is, copy it without its
 * metadata, make the rendition and the poster. Finding the binaries and running them, in
 * bounds, is `video-tools.ts`.
 */
export { VideoToolError, resolveVideoTools } from './video-tools.js';
export type { VideoTools, VideoToolsConfig } from './video-tools.js';

/** What ffprobe says of a file. */
export interface VideoProbe {
  durationMs: number;
  /** upright (rotation applied) */
  width: number;
  height: number;
  codec: string;
  hasAudio: boolean;
  /**
   * the streams a remux keeps (`remuxVideo`): the video and audio ffmpeg knows, by index;
   * never a cover picture, a timed-metadata track (an iPhone's carry its location), a
   * timecode or subtitles
   */
  streams: number[];
}

/** The file does not decode as a video (not one, damaged, no video stream). */
export class UnreadableVideoError extends Error {}

interface ProbeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string; DURATION?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: ProbeStream[];
}

/** ffprobe's whole budget for one file, the packet count included when it is needed. */
const PROBE_TIMEOUT_MS = 30_000;

const positive = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : null);

/** Matroska's per-stream `DURATION` tag (`00:00:02.008000000`) in seconds, or null. */
function tagSeconds(tag: string | undefined): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(tag?.trim() ?? '');
  if (!match) return null;
  return positive(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The length of a stream from its packets' timestamps, read to the end (demuxed, not
 * decoded): for a file that says nothing of its length, as a browser's MediaRecorder writes
 * WebM (no Duration, no Cues: it cannot seek back to write them).
 */
async function packetSeconds(
  tools: VideoTools,
  file: string,
  stream: number,
  timeoutMs: number,
): Promise<number | null> {
  let first = Infinity;
  let last = -Infinity;
  let buffered = '';
  const read = (line: string) => {
    const pts = Number(/pts_time=(-?[\d.]+)/.exec(line)?.[1] ?? NaN);
    if (!Number.isFinite(pts)) return;
    const duration = Number(/duration_time=([\d.]+)/.exec(line)?.[1] ?? 0);
    first = Math.min(first, pts);
    last = Math.max(last, pts + (Number.isFinite(duration) ? duration : 0));
  };
  await run(
    tools.ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      String(stream),
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'compact=p=0',
      file,
    ],
    {
      timeoutMs,
      // one line a packet, tens of thousands of them: kept as they pass, never all at once
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        lines.forEach(read);
      },
    },
  );
  read(buffered);
  return positive(last - first);
}

export async function probeVideo(tools: VideoTools, file: string): Promise<VideoProbe> {
  const deadline = Date.now() + PROBE_TIMEOUT_MS;
  const unreadable = (error: unknown) =>
    error instanceof VideoToolError && !error.timedOut
      ? new UnreadableVideoError(error.message)
      : error;
  let output: string;
  try {
    ({ stdout: output } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: PROBE_TIMEOUT_MS },
    ));
  } catch (error) {
    throw unreadable(error);
  }
  const json = JSON.parse(output) as ProbeJson;
  const streams = json.streams ?? [];
  // A cover picture (an .m4a's album art, an MP4's thumbnail) is a "video" stream of one
  // frame: a song with a cover is not a video.
  const isPicture = (s: ProbeStream) => s.disposition?.attached_pic === 1;
  // what a stream copy can carry: a stream ffmpeg names (an iPhone's timed metadata it does not)
  const known = (s: ProbeStream) =>
    s.index !== undefined && !!s.codec_name && s.codec_name !== 'none' && !isPicture(s);
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height && known(s));
  if (!video?.width || !video.height) throw new UnreadableVideoError('no video stream');
  // the container's length, else the stream's, else Matroska's tag, else its packets'
  let seconds =
    positive(Number(json.format?.duration)) ??
    positive(Number(video.duration)) ??
    tagSeconds(video.tags?.DURATION);
  if (seconds === null && video.index !== undefined) {
    try {
      seconds = await packetSeconds(
        tools,
        file,
        video.index,
        Math.max(1000, deadline - Date.now()),
      );
    } catch (error) {
      throw unreadable(error);
    }
  }
  if (seconds === null) throw new UnreadableVideoError('no duration');
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
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    streams: streams
      .filter((s) => (s.codec_type === 'video' || s.codec_type === 'audio') && known(s))
      .map((s) => s.index!),
  };
}

/**
 * The formats a remux tries, the container sent first. An MP4 whose sound the MP4 muxer
 * cannot hold (a camera's LPCM) is kept as a MOV; a WebM with streams ffmpeg's WebM muxer
 * refuses (Chrome's MediaRecorder writes H.264 in WebM) is written as Matroska and named
 * WebM again (`namedWebm`).
 */
const REMUX_FORMATS: Record<VideoContainer, string[]> = {
  mov: ['mov'],
  mp4: ['mp4', 'mov'],
  webm: ['webm', 'matroska'],
};

/**
 * Matroska's EBML header says `matroska`; a WebM's `webm`, as the file was sent and as
 * `videoContainerOf` tells one. EBML lets a string be padded with zero bytes, so the name
 * changes in place, the same length, and nothing after it moves.
 */
async function namedWebm(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    const at = head.subarray(0, bytesRead).indexOf(Buffer.from('\x42\x82\x88matroska', 'latin1'));
    if (at < 0) throw new Error('no Matroska DocType in the header');
    await handle.write(Buffer.from('webm\0\0\0\0', 'latin1'), 0, 8, at + 3);
  } finally {
    await handle.close();
  }
}

/** How every run of ffmpeg starts: quiet, never waiting on a terminal, writing over its output. */
const FFMPEG = ['-hide_banner', '-nostdin', '-y'];

/** Nothing of what the phone wrote: the container's and the streams' tags, and the chapters. */
const NO_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1'];

/**
 * The original as kept and handed out (the couple's download, a share link, the export): the
 * same streams, not re-encoded (`-c copy`), in the same container, without the metadata a
 * phone writes: `-map_metadata -1` drops the container's and streams' tags (QuickTime's
 * location, ISO6709 and ©xyz, the make, model and software, the dates), `-map_chapters -1`
 * the chapters, and only the streams of `probe.streams` are kept (an iPhone's timed-metadata
 * tracks carry the location too). The rotation travels as the stream's display matrix, which
 * a stream copy keeps (it is not a tag `-map_metadata -1` drops): it still plays upright.
 * Answers the container written.
 */
export async function remuxVideo(
  tools: VideoTools,
  input: string,
  output: string,
  container: VideoContainer,
  probe: VideoProbe,
  timeoutMs: number,
): Promise<VideoContainer> {
  const deadline = Date.now() + timeoutMs;
  const formats = REMUX_FORMATS[container];
  for (const [i, format] of formats.entries()) {
    const args = [
      ...FFMPEG,
      '-i',
      input,
      ...probe.streams.flatMap((index) => ['-map', `0:${index}`]),
      ...NO_METADATA,
      '-c',
      'copy',
      '-f',
      format,
      output,
    ];
    try {
      await run(tools.ffmpeg, args, { timeoutMs: Math.max(1000, deadline - Date.now()) });
    } catch (error) {
      if (!(error instanceof VideoToolError) || error.timedOut) throw error;
      // A muxer refuses streams it cannot hold before it writes anything: try the next.
      if (i < formats.length - 1) continue;
      throw new UnreadableVideoError(error.message);
    }
    if (format === 'matroska') await namedWebm(output);
    return format === 'mov' ? 'mov' : container;
  }
  throw new UnreadableVideoError('no container holds these streams');
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
    ...FFMPEG,
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-sn',
    '-dn',
    ...NO_METADATA,
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
      ...FFMPEG,
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
