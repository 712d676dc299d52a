import { Button, Group, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@shortlist/domain/language-list';
import { localizedPath, matchLocalizedPath } from '@shortlist/i18n/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TranslationProvider, useTranslation } from '../../../shared/i18n/translation.tsx';
import { translatorFor } from '../../../shared/i18n/translator.ts';
import { MessagePage } from '../../../shared/ui/message-page.tsx';

/**
 * What the app's error boundary shows (app/route-error-boundary.tsx): says what happened and what
 * to do, never a stack trace. It may render outside the app's providers, so it finds its language
 * from the URL itself.
 */
export function ErrorPage({ error }: { error: unknown }) {
  // The router's location, not `window`: this page may also render on the server.
  const { pathname } = useLocation();
  useEffect(() => {
    // For developers and error reporting; the visitor only sees the sentence.
    console.error(error);
  }, [error]);
  const match = matchLocalizedPath(pathname);
  const language = match.kind === 'redirect' ? DEFAULT_LANGUAGE : match.language;
  return (
    <TranslationProvider translator={translatorFor(language)}>
      <main id="main">
        <ErrorMessage home={localizedPath('home', language)} />
      </main>
    </TranslationProvider>
  );
}

function ErrorMessage({ home }: { home: string }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <MessagePage title={t('errors:boundary.title')}>
      <Text size="lg">{t('errors:boundary.body')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('errors:boundary.reload')}</Button>
        {/* A full page load: the app's state may be what broke. */}
        <Button component="a" href={home} variant="default">
          {t('common:backHome')}
        </Button>
      </Group>
    </MessagePage>
  );
}
