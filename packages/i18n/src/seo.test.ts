import { describe, expect, it } from 'vitest';
import { pageHead } from './seo.ts';

describe('pageHead', () => {
  it('builds title, description, canonical and hreflang links', () => {
    const head = pageHead({ key: 'signIn', language: 'fr', origin: 'https://shortlist.example' });
    expect(head.title).toBe('Connexion | Shortlist');
    expect(head.description).toMatch(/Shortlist/);
    expect(head.canonical).toBe('https://shortlist.example/fr/connexion');
    expect(head.alternates).toContainEqual({
      hrefLang: 'es',
      href: 'https://shortlist.example/es/iniciar-sesion',
    });
    expect(head.alternates).toContainEqual({
      hrefLang: 'x-default',
      href: 'https://shortlist.example/en/sign-in',
    });
    expect(head.noindex).toBe(false);
  });

  it('marks private and error pages noindex', () => {
    expect(pageHead({ key: 'notFound', language: 'en' }).noindex).toBe(true);
    expect(pageHead({ key: 'dashboard', language: 'en' }).noindex).toBe(true);
  });
});
