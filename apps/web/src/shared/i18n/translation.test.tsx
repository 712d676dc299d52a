import { ALL_LANGUAGES } from '@shortlist/domain/language-list';
import { CATALOGUES } from '@shortlist/i18n/catalogues';
import type { Namespace } from '@shortlist/i18n/translate';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, Trans as I18nextTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nextOracle } from '../../test/i18next-oracle.ts';
import { Trans, TranslationProvider, useTranslation } from './translation.tsx';
import { cataloguesAdded, translatorFor } from './translator.ts';

/** The keys the screens render with `Trans`, each with the components they give it. */
const TRANS_KEYS: { ns: Namespace; i18nKey: string }[] = [
  { ns: 'auth', i18nKey: 'fields.acceptTerms' },
  { ns: 'orders', i18nKey: 'checkout.acceptTerms' },
  // A key no catalogue holds renders itself, as with react-i18next.
  { ns: 'orders', i18nKey: 'checkout.noSuchKey' },
];

/** The screens give Mantine's Anchor; a link that takes its words from the translation. */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href="/en/terms" target="_blank" rel="noopener">
      {children}
    </a>
  );
}

function components(): Record<string, ReactElement<{ children?: ReactNode }>> {
  return { terms: <TermsLink /> };
}

describe('Trans', () => {
  it.each(ALL_LANGUAGES)('renders the markup react-i18next rendered (%s)', (language) => {
    const oracle = i18nextOracle(language);
    for (const { ns, i18nKey } of TRANS_KEYS) {
      const expected = renderToStaticMarkup(
        <I18nextProvider i18n={oracle}>
          <I18nextTrans ns={ns} i18nKey={i18nKey} components={components()} />
        </I18nextProvider>,
      );
      const actual = renderToStaticMarkup(
        <TranslationProvider translator={translatorFor(language)}>
          <Trans ns={ns} i18nKey={i18nKey} components={components()} />
        </TranslationProvider>,
      );
      expect(actual).toBe(expected);
      if (!i18nKey.includes('noSuchKey')) expect(actual).toMatch(/<a href="\/en\/terms"[^>]*>[^<]+<\/a>/);
    }
  });

  it('keeps markup it was given no component for as text, and fills self-closing components', () => {
    const html = renderToStaticMarkup(
      <TranslationProvider translator={translatorFor('en')}>
        <Trans
          i18nKey="no <b>bold</b> here<br/> {{name}}"
          values={{ name: 'Ana' }}
          components={{ br: <br /> }}
        />
      </TranslationProvider>,
    );
    expect(html).toBe('no &lt;b&gt;bold&lt;/b&gt; here<br/> Ana');
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t, i18n } = useTranslation(['films', 'common']);
    return (
      <p>
        {t('public.notFound', { defaultValue: 'absent' })} {i18n.language} {t('common:close')}
      </p>
    );
  }

  it('translates in the provider’s language, its first namespace by default', () => {
    render(
      <TranslationProvider translator={translatorFor('fr')}>
        <Title />
      </TranslationProvider>,
    );
    const films = CATALOGUES.fr.films.public as Record<string, string>;
    expect(screen.getByText(`${films.notFound} fr ${CATALOGUES.fr.common.close}`)).toBeTruthy();
  });

  it('renders again when catalogues are added', () => {
    let renders = 0;
    function Counter() {
      const { t } = useTranslation('nav');
      renders += 1;
      return <span>{typeof t}</span>;
    }
    render(
      <TranslationProvider translator={translatorFor('en')}>
        <Counter />
      </TranslationProvider>,
    );
    const before = renders;
    act(() => cataloguesAdded());
    expect(renders).toBe(before + 1);
  });
});
