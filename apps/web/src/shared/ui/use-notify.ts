import { notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/translation.tsx';

/** Toasts (spec §9: 3 s, at most 3 at once; set on the Notifications container). */
export function useNotify() {
  const { t } = useTranslation('common');
  const closeButtonProps = { 'aria-label': t('close') };
  return {
    success: (message: string) => notifications.show({ message, color: 'green', closeButtonProps }),
    error: (message: string) => notifications.show({ message, color: 'red', closeButtonProps }),
    info: (message: string) => notifications.show({ message, closeButtonProps }),
  };
}
