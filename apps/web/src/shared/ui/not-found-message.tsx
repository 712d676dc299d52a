import { Button, Text } from '@mantine/core';
import { LocalizedLink } from '../i18n/localized-link.tsx';
import { useTranslation } from '../i18n/translation.tsx';
import { MessagePage } from './message-page.tsx';

/** "We can't find this page", with the way home: the 404 page's body, and any page that finds nothing. */
export function NotFoundMessage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <MessagePage title={t('pages:notFound.title')}>
      <Text size="lg">{t('pages:notFound.body')}</Text>
      <Button component={LocalizedLink} route="home" w="fit-content">
        {t('common:backHome')}
      </Button>
    </MessagePage>
  );
}
