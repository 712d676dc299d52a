import { Text } from '@mantine/core';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { MessagePage } from '../../../shared/ui/message-page.tsx';

/** Stands in for a screen that a later issue builds: its title, what it is for, and "coming soon". */
export function PlaceholderPage() {
  const { key } = useCurrentRoute();
  const { t } = useTranslation(['seo', 'common']);
  return (
    <MessagePage title={t(`seo:routes.${key}.title`)}>
      <Text size="lg">{t(`seo:routes.${key}.description`)}</Text>
      <Text c="dimmed">{t('common:comingSoon')}</Text>
    </MessagePage>
  );
}
