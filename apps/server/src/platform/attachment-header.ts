/**
 * `Content-Disposition` for a download under a given name: an ASCII fallback (quotes,
 * backslashes and control characters replaced) and the exact name in RFC 5987 form. Shared by
 * the film's documents (media area) and the festival's downloads (festival-space).
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
