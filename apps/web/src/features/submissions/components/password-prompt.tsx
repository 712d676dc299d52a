import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * Spec §4 "Section tick": a protected section asks its password before it is ticked. Confirm
 * ticks it with the password (the server checks it when the entry goes to the basket); cancel
 * unticks. After a wrong password the prompt opens again, empty, with the error.
 */
export function PasswordPrompt(props: {
  sectionName: string;
  wrong: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('submissions');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const error = empty ? t('panel.password.required') : props.wrong ? t('panel.password.wrong') : undefined;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      opened
      onClose={props.onCancel}
      title={t('panel.password.title')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '') {
            setEmpty(true);
            return;
          }
          props.onConfirm(password);
        }}
      >
        <Stack gap="md">
          <Text>{t('panel.password.intro', { section: props.sectionName })}</Text>
          <PasswordInput
            label={t('panel.password.label')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setEmpty(false);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('panel.cancel')}
            </Button>
            <Button type="submit">{t('panel.password.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
