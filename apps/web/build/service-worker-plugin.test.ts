import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './service-worker-plugin.ts';

describe('offlinePageHtml', () => {
  it('is a self-contained page in its language, with no script and escaped texts', () => {
    const html = offlinePageHtml({
      language: 'fr',
      appName: 'Shortlist',
      texts: { title: 'Vous êtes hors ligne', body: "Pas d'accès <b>réseau</b>", retry: 'Réessayer' },
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(html).toContain('Pas d&#39;accès &lt;b&gt;réseau&lt;/b&gt;');
    expect(html).toContain('<a class="retry" href="">Réessayer</a>');
    expect(html).not.toContain('<script');
  });
});
