import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { MessagePage } from '../../../shared/ui/message-page.tsx';

export function MaintenancePage() {
  const { t } = useTranslation('pages');
  return <MessagePage title={t('maintenance.title')}>{t('maintenance.body')}</MessagePage>;
}
