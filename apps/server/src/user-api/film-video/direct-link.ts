/**
 * The link the server downloads: a Dropbox share link asks for the file (`dl=1`), a Google
 * Drive file link becomes its download link; any other link is used as given (spec §5: it must
 * be direct). The `source` is the spec's `SourceUploadVideo`.
 */
export function directLinkOf(url: string): { url: string; source: 'dropbox' | 'google' | 'link' } {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  if (host === 'www.dropbox.com' || host === 'dropbox.com') {
    parsed.searchParams.set('dl', '1');
    return { url: parsed.toString(), source: 'dropbox' };
  }
  if (host === 'drive.google.com') {
    const id = /\/file\/d\/([\w-]+)/.exec(parsed.pathname)?.[1] ?? parsed.searchParams.get('id');
    if (id) return { url: `https://drive.google.com/uc?export=download&id=${id}`, source: 'google' };
  }
  return { url: parsed.toString(), source: 'link' };
}
