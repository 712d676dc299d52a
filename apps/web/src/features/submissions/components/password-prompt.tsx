import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * Spec §4 "Section tick": a protected section asks its password before it is ticked. Confirm
 * checks it (`onConfirm` answers the refusal's words, or nothing when it opened the section,
 * issue 32) and ticks it; the basket checks it again. Cancel unticks. A refused password is
 * cleared and its error shown; the prompt also opens with the error when the basket refused it.
 */
export function PasswordPrompt(props: {
  sectionName: string;
  wrong: boolean;
  onConfirm: (password: string) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('submissions');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string>();
  const error = empty
    ? t('panel.password.required')
    : (refused ?? (props.wrong ? t('panel.password.wrong') : undefined));
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
          setBusy(true);
          void props.onConfirm(password).then((message) => {
            setBusy(false);
            if (!message) return;
            setRefused(message);
            setPassword('');
          });
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
              setRefused(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('panel.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('panel.password.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
