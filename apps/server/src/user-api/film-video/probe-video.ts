import { execFile } from 'node:child_process';
import type { VideoFacts } from '@shortlist/domain/media/video-facts';
import type { VideoContainer } from '@shortlist/domain/media/video-rules';
import { toolInput } from './tool-input.ts';

/**
 * Runs ffprobe on a file and reads the facts the media tab shows. `missing` when ffprobe is not
 * installed (the upload is kept, the check is "not run"); throws when ffprobe cannot read the
 * file or finds no video stream in it (the check "failed": it is not a video we can play). The file
 * is opened as a local file of its sniffed `container` only (`toolInput`).
 */
export async function probeVideo(
  path: string,
  options: { container: VideoContainer; ffprobe?: string; timeoutMs?: number },
): Promise<VideoFacts | 'missing'> {
  const output = await new Promise<string | 'missing'>((resolve, reject) => {
    execFile(
      options.ffprobe ?? 'ffprobe',
      [
        ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
        ...toolInput(path, options.container),
      ],
      { timeout: options.timeoutMs ?? 120_000, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') resolve('missing');
        else if (error) reject(new Error(`ffprobe failed: ${error.message.slice(0, 500)}`));
        else resolve(stdout);
      },
    );
  });
  if (output === 'missing') return 'missing';
  return factsFromProbe(JSON.parse(output) as Probe);
}

type Value = string | number | undefined;
type Stream = { codec_type?: string; disposition?: { attached_pic?: number }; [field: string]: unknown };
type Probe = { streams?: Stream[]; format?: Record<string, Value> };

const number = (value: string | number | undefined): number | null => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
};
const int = (value: string | number | undefined) => {
  const n = number(value);
  return n === null ? null : Math.round(n);
};
const text = (value: string | number | undefined) =>
  value === undefined || value === '' ? null : String(value);

/** `24000/1001` as 23.976...; null for `0/0`. */
function rate(value: string | number | undefined): number | null {
  const [top, bottom] = String(value ?? '')
    .split('/')
    .map(Number);
  if (!top || !bottom) return null;
  return top / bottom;
}

/** The facts of ffprobe's JSON (first video stream, first audio stream, the container). */
export function factsFromProbe(probe: Probe): VideoFacts {
  // A cover picture is a video stream too: the film is the first moving one.
  const video = probe.streams?.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) throw new Error('no video stream');
  const audioStream = probe.streams?.find((s) => s.codec_type === 'audio');
  const audio = audioStream as Record<string, Value> | undefined;
  const v = video as Record<string, Value>;
  const format = probe.format ?? {};
  return {
    container: text(format.format_name),
    videoCodec: text(v.codec_name),
    videoProfile: text(v.profile),
    width: int(v.width),
    height: int(v.height),
    fps: rate(v.avg_frame_rate) ?? rate(v.r_frame_rate),
    durationSeconds: number(format.duration) ?? number(v.duration),
    bitRate: int(format.bit_rate),
    audioCodec: audio ? text(audio.codec_name) : null,
    audioProfile: audio ? text(audio.profile) : null,
    audioBitRate: audio ? int(audio.bit_rate) : null,
    sampleRate: audio ? int(audio.sample_rate) : null,
  };
}
