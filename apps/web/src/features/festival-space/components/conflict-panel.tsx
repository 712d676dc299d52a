import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useDeclareConflict } from '../api/declare-conflict.ts';
import { useWithdrawConflict } from '../api/withdraw-conflict.ts';

/**
 * The entry page's conflict of interest (issue 34): the reader's declared conflicts covering it,
 * each withdrawable, or a button declaring one (with the film or a credited person) after a
 * confirmation saying what it changes.
 */
export function ConflictPanel({ entry }: { entry: EntryView }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const withdraw = useWithdrawConflict(entry.IdFestival);
  const [asking, setAsking] = useState(false);
  if (entry.conflicts.length > 0) {
    return (
      <Alert
        color="orange"
        title={t('festivalSpace:assignments.conflict.title')}
        data-testid="conflict-declared"
      >
        <Stack gap="xs">
          <Text size="sm">{t('festivalSpace:assignments.conflict.declared')}</Text>
          {entry.conflicts.map((conflict) => (
            <Group key={conflict.IdConflit} gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {conflict.label}
              </Text>
              <Button
                size="xs"
                variant="default"
                loading={withdraw.isPending}
                aria-label={t('festivalSpace:assignments.conflict.withdrawOf', { label: conflict.label })}
                onClick={async () => {
                  try {
                    await withdraw.mutateAsync(conflict.IdConflit);
                    notify.success(t('festivalSpace:assignments.conflict.withdrawn'));
                  } catch (error) {
                    notify.error(errorMessage(error, t));
                  }
                }}
              >
                {t('festivalSpace:assignments.conflict.withdraw')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Button variant="default" color="orange" onClick={() => setAsking(true)}>
        {t('festivalSpace:assignments.conflict.declare')}
      </Button>
      <DeclareConflictDialog entry={entry} opened={asking} onClose={() => setAsking(false)} />
    </>
  );
}

function DeclareConflictDialog(props: { entry: EntryView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const declare = useDeclareConflict(props.entry.IdInscription);
  const [target, setTarget] = useState('film');
  // One choice per credited person, however many functions they hold.
  const people = [
    ...new Map(
      props.entry.credits
        .filter((credit) => credit.IdPersonne !== null && credit.IdPersonne !== undefined)
        .map((credit) => [credit.IdPersonne as number, credit.displayName]),
    ),
  ];
  const close = () => {
    declare.reset();
    setTarget('film');
    props.onClose();
  };
  const confirm = async () => {
    try {
      const answer = await declare.mutateAsync({ IdPersonne: target === 'film' ? null : Number(target) });
      notify.success(t('festivalSpace:assignments.conflict.done'));
      for (const moved of answer.reassigned) {
        notify.success(
          moved.to === null
            ? t('festivalSpace:assignments.conflict.movedNobody', { title: moved.TitreOriginal })
            : t('festivalSpace:assignments.conflict.moved', { title: moved.TitreOriginal, name: moved.to }),
        );
      }
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t('festivalSpace:assignments.conflict.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text size="sm">{t('festivalSpace:assignments.conflict.dialogLead')}</Text>
        <Radio.Group label={t('festivalSpace:assignments.conflict.with')} value={target} onChange={setTarget}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="film"
              label={t('festivalSpace:assignments.conflict.withFilm', {
                title: props.entry.film.TitreOriginal,
              })}
            />
            {people.map(([IdPersonne, name]) => (
              <Radio
                key={IdPersonne}
                value={String(IdPersonne)}
                label={t('festivalSpace:assignments.conflict.withPerson', { name })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {declare.error && (
          <Alert color="red" role="alert">
            {errorMessage(declare.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:assignments.conflict.cancel')}
          </Button>
          <Button color="orange.9" onClick={confirm} loading={declare.isPending}>
            {t('festivalSpace:assignments.conflict.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
