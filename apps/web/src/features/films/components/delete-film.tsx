import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeleteFilm } from '../api/delete-film.ts';
import { useFilmError } from './use-film-messages.ts';

/**
 * The management tab (spec §4, DESIGN.md): deleting asks for confirmation and says what is lost.
 * A film with basket entries or submissions is archived instead (festivals keep what they
 * received); the server decides and the message says which happened.
 */
export function DeleteFilm({ film }: { film: Film }) {
  const { t } = useTranslation(['films', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteFilm(film.Id);
  const notify = useNotify();
  const filmError = useFilmError();
  const navigate = useNavigate();
  const path = useLocalizedPath();

  const confirm = async () => {
    try {
      const outcome = await remove.mutateAsync();
      close();
      notify.success(t(outcome === 'archived' ? 'films:delete.archived' : 'films:delete.removed'));
      await navigate(path('films'), { replace: true });
    } catch {
      // The modal shows the error and stays open.
    }
  };

  if (film.status === 'archived') {
    return <Alert color="gray">{t('films:delete.alreadyArchived')}</Alert>;
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('films:delete.intro')}</Text>
      <Button color="red.9" variant="outline" onClick={open}>
        {t('films:delete.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          remove.reset();
        }}
        title={t('films:delete.title', { title: film.TitreOriginal })}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        <Stack gap="sm">
          <Alert color="red" role="note" title={t('films:delete.lostTitle')}>
            <List size="sm" spacing={2}>
              <List.Item>{t('films:delete.lostRecord')}</List.Item>
              <List.Item>{t('films:delete.lostFiles')}</List.Item>
              <List.Item>{t('films:delete.lostBasket')}</List.Item>
              <List.Item>{t('films:delete.lostPage')}</List.Item>
            </List>
          </Alert>
          <Text size="sm">{t('films:delete.archiveInstead')}</Text>
          {remove.error && (
            <Alert color="red" role="alert">
              {filmError(remove.error, t('films:delete.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('films:delete.keep')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              {t('films:delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
