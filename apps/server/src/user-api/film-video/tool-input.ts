import { open } from 'node:fs/promises';
import {
  sniffVideoContainer,
  VIDEO_SNIFF_BYTES,
  type VideoContainer,
} from '@shortlist/domain/media/video-rules';

/** ffmpeg's demuxer for each container we accept (`ffmpeg -demuxers`: `mov` reads MP4 too, `matroska` WebM). */
const DEMUXER: Record<VideoContainer, string> = {
  mp4: 'mov',
  mov: 'mov',
  matroska: 'matroska',
  webm: 'matroska',
  avi: 'avi',
  'mpeg-ts': 'mpegts',
  mxf: 'mxf',
};

/**
 * How ffprobe and ffmpeg open an uploaded file (issue 29): as a local file only
 * (`-protocol_whitelist file`, and the path written `file:...`), read with the demuxer of the
 * container its first bytes showed (`-f`). Left to guess, they take a text file for an HLS
 * playlist or a concat list and fetch the addresses it names (server-side request forgery from an
 * upload); forced to the container, such a file is simply not a video; and whatever the format
 * names inside the file (a QuickTime reference, a segment), no protocol but the file one opens.
 */
export function toolInput(path: string, container: VideoContainer): string[] {
  return ['-protocol_whitelist', 'file', '-f', DEMUXER[container], '-i', `file:${path}`];
}

/** The container of a stored file from its first bytes, or undefined when it is none we take. */
export async function sniffStoredVideo(path: string): Promise<VideoContainer | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(VIDEO_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, VIDEO_SNIFF_BYTES, 0);
    return sniffVideoContainer(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
