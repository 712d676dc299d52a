import { Button, Group, Modal, Text } from '@mantine/core';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** Spec §2: an account without films is offered to create one instead of an empty panel. */
export function NoFilmsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('submissions');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      opened
      onClose={onClose}
      title={t('panel.noFilms.title')}
      centered
    >
      <Text>{t('panel.noFilms.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('panel.close')}
        </Button>
        <Button component={LocalizedLink} route="films" onClick={onClose}>
          {t('panel.noFilms.create')}
        </Button>
      </Group>
    </Modal>
  );
}
