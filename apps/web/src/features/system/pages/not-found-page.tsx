import { Button, Text } from '@mantine/core';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { MessagePage } from '../../../shared/ui/message-page.tsx';

/** Unknown path or language (spec §2); the server answers these with status 404. */
export function NotFoundPage() {
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
