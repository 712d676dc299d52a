import { Button, Text } from '@mantine/core';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { MessagePage } from '../../../shared/ui/message-page.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/** `unsubscribe/:token`: turns the mailing consent off and says so. */
export function UnsubscribePage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useCurrentRoute().params.token ?? '';
  const result = useUnsubscribe(token);
  if (result.isPending) return <PageSkeleton />;
  return (
    <MessagePage title={t('auth:unsubscribe.title')}>
      <Text size="lg" role={result.isError ? 'alert' : undefined}>
        {result.isError ? t('auth:unsubscribe.failed') : t('auth:unsubscribe.done')}
      </Text>
      <Button component={LocalizedLink} route="home" w="fit-content">
        {t('common:backHome')}
      </Button>
    </MessagePage>
  );
}
