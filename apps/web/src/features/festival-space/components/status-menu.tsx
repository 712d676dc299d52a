import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { STATUS_REASON_MAX } from '@shortlist/domain/festival-space/decision-reasons';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { submissionStatusName } from '@shortlist/domain/submissions/submission-state';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChangeEntryStatus } from '../api/change-entry-status.ts';

/**
 * The entry's status menu (issue 31): a dialog offering exactly the statuses the state machine
 * lets this member reach now (`nextStatuses`), with an optional reason. The change carries the
 * status shown (`expected`): when someone moved the entry meanwhile the server refuses it (409
 * `SUBMISSION_STATUS_CHANGED`), the entry is read again and `onStale` says so. (A dialog of
 * radio buttons rather than a dropdown menu: the same keyboard use, and no menu stylesheet on
 * every page.)
 */
export function StatusMenu(props: { entry: EntryView; onStale: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'submissions', 'common', 'errors']);
  const notify = useNotify();
  const { entry } = props;
  const change = useChangeEntryStatus(entry.IdFestival, entry.IdInscription);
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const label = (flag: number) => {
    const name = submissionStatusName(flag);
    return name ? t(`submissions:page.status.${name}`) : String(flag);
  };

  const close = () => {
    setOpened(false);
    setTarget('');
    setReason('');
    setFailure(null);
  };
  const confirm = async () => {
    const flag = Number(target);
    if (!entry.nextStatuses.includes(flag)) return;
    try {
      await change.mutateAsync({
        Statut: flag,
        expected: entry.Statut,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      notify.success(t('festivalSpace:status.done', { status: label(flag) }));
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'SUBMISSION_STATUS_CHANGED') {
        close();
        props.onStale();
        return;
      }
      setFailure(errorMessage(error, t));
    }
  };

  if (entry.nextStatuses.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="status-final">
        {t('festivalSpace:status.final')}
      </Text>
    );
  }
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('festivalSpace:status.change')}</Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('festivalSpace:status.dialogTitle', { status: entry.statusLabel })}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        <Stack gap="sm">
          <Radio.Group
            label={t('festivalSpace:status.newStatus')}
            value={target}
            onChange={setTarget}
            required
          >
            <Stack gap={6} mt={6}>
              {entry.nextStatuses.map((flag) => (
                <Radio key={flag} value={String(flag)} label={label(flag)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('festivalSpace:status.reason')}
            description={t('festivalSpace:status.reasonHint')}
            value={reason}
            maxLength={STATUS_REASON_MAX}
            rows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Text size="sm">{t('festivalSpace:status.internal')}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('festivalSpace:status.cancel')}
            </Button>
            <Button onClick={confirm} loading={change.isPending} disabled={target === ''}>
              {target === ''
                ? t('festivalSpace:status.confirmNone')
                : t('festivalSpace:status.confirm', { status: label(Number(target)) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
