/**
 * A video's container as a filmmaker names it ("MP4", "QuickTime (MOV)"), from ffprobe's format
 * name (which lists a family: "mov,mp4,m4a,3gp,3g2,mj2") and the uploaded file's name, which tells
 * the members of a family apart. Issue 32: the technical check showed ffprobe's list.
 */
export function containerName(formatName: string | null, fileName: string | null): string | null {
  if (!formatName) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  const family = formatName.split(',');
  if (family.includes('mp4') || family.includes('mov'))
    return extension === 'mov' ? 'QuickTime (MOV)' : 'MP4';
  if (family.includes('matroska') || family.includes('webm'))
    return extension === 'webm' ? 'WebM' : 'Matroska (MKV)';
  const single: Record<string, string> = { avi: 'AVI', mpegts: 'MPEG-TS', mxf: 'MXF' };
  return single[formatName] ?? formatName.toUpperCase();
}
