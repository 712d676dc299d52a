import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoContainer } from '@shortlist/domain/media/video-rules';
import { toolInput } from './tool-input.ts';

/**
 * A poster frame of a video (issue 13): one JPEG frame at a second in (or the middle of a
 * shorter video), at most 1280 pixels wide. Undefined when ffmpeg is missing or cannot take it:
 * a poster is a nicety, never a reason to fail the check. The file is opened as a local file of
 * its sniffed `container` only (`toolInput`).
 */
export async function posterFrame(
  path: string,
  options: { container: VideoContainer; durationSeconds: number | null; ffmpeg?: string },
): Promise<Buffer | undefined> {
  const at = Math.min(1, (options.durationSeconds ?? 2) / 2);
  const dir = await mkdtemp(join(tmpdir(), 'poster-'));
  const out = join(dir, `${randomBytes(6).toString('hex')}.jpg`);
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        options.ffmpeg ?? 'ffmpeg',
        [
          ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(at)],
          ...toolInput(path, options.container),
          ...['-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-q:v', '3', out],
        ],
        { timeout: 60_000 },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return await readFile(out);
  } catch {
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
