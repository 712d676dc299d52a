import { Loader } from '@mantine/core';
import { useTranslation } from '../shared/i18n/translation.tsx';

/**
 * Shown over the page while the code of something just opened (a panel, a dialog) loads: a
 * spinner that says what it is to a screen reader. Plain markup, so it costs no Mantine overlay.
 */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
