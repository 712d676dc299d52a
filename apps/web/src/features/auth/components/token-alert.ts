import { modals } from '@mantine/modals';
import type { TFunction } from '../../../shared/i18n/translator.ts';

/** Spec §8: an expired or invalid token shows an alert titled "Attention", then `onClose` (sign-in). */
export function openTokenAlert(t: TFunction, onClose: () => void): void {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    onClose();
  };
  modals.openConfirmModal({
    title: t('auth:token.attention'),
    children: t('auth:token.invalid'),
    labels: { confirm: t('auth:token.ok'), cancel: '' },
    cancelProps: { display: 'none' },
    onConfirm: close,
    onCancel: close,
    onClose: close,
  });
}
