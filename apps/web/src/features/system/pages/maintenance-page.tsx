import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../shared/ui/message-page.tsx';

export function MaintenancePage() {
  const { t } = useTranslation('pages');
  return <MessagePage title={t('maintenance.title')}>{t('maintenance.body')}</MessagePage>;
}
