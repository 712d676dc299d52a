import {
  Alert,
  Button,
  CloseButton,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { BulkStatusResponse } from '@shortlist/domain/festival-space/decision-contracts';
import { STATUS_REASON_MAX } from '@shortlist/domain/festival-space/decision-reasons';
import type { InboxItem } from '@shortlist/domain/festival-space/entry-contracts';
import { reachableStatuses, submissionStatusName } from '@shortlist/domain/submissions/submission-state';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChangeEntriesStatus } from '../api/change-entries-status.ts';
import { INBOX_STATUSES } from '../inbox-query.ts';

type Refusal = { title: string; code: string; from: string; to: string };

/**
 * The action on the selected entries (issue 31): one status for all, with an optional reason.
 * The server checks each entry; the ones it refuses are listed with why, the others move.
 * The statuses offered are those at least one selected entry can reach (the state machine's).
 */
export function BulkStatusBar(props: {
  IdFestival: number;
  selected: InboxItem[];
  onDone: (changed: number[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'submissions', 'errors']);
  const notify = useNotify();
  const change = useChangeEntriesStatus(props.IdFestival);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const reachable = new Set(props.selected.flatMap((item) => reachableStatuses(item.Statut, 'festival')));
  const options = INBOX_STATUSES.filter((name) =>
    [...reachable].some((flag) => submissionStatusName(flag) === name),
  );
  const byId = new Map(props.selected.map((item) => [item.IdInscription, item]));

  const apply = async () => {
    const flag = [...reachable].find((value) => submissionStatusName(value) === status);
    if (flag === undefined) return;
    try {
      const answer: BulkStatusResponse = await change.mutateAsync({
        IdInscriptions: props.selected.map((item) => item.IdInscription),
        Statut: flag,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      if (answer.changed.length > 0) {
        notify.success(t('festivalSpace:bulk.done', { count: answer.changed.length }));
      }
      const to = t(`submissions:page.status.${status}`);
      setRefusals(
        answer.refused.map((refusal) => {
          const item = byId.get(refusal.IdInscription);
          return {
            title: item?.TitreOriginal ?? `#${refusal.IdInscription}`,
            code: refusal.code,
            // The refusal sentences name both statuses (SUBMISSION_TRANSITION_REFUSED).
            from: item?.statusLabel ?? '',
            to,
          };
        }),
      );
      setStatus('');
      setReason('');
      props.onDone(answer.changed);
    } catch (error) {
      notify.error(errorMessage(error, t));
    }
  };

  return (
    <Stack gap="xs" mb="sm">
      {refusals.length > 0 && (
        <Alert
          color="orange"
          role="alert"
          title={t('festivalSpace:bulk.refusedTitle', { count: refusals.length })}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setRefusals([])}
        >
          <List size="sm" data-testid="bulk-refusals">
            {refusals.map((refusal) => (
              <List.Item key={refusal.title}>
                {t('festivalSpace:bulk.refusal', {
                  title: refusal.title,
                  reason: t(`errors:codes.${refusal.code}`, {
                    from: refusal.from,
                    to: refusal.to,
                    defaultValue: t('errors:generic'),
                  }),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {props.selected.length > 0 && (
        <Paper withBorder p="sm" radius="md" role="group" aria-label={t('festivalSpace:bulk.label')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Group gap={4} wrap="nowrap" style={{ alignSelf: 'center' }}>
              <Text fw={600} data-testid="selected-count">
                {t('festivalSpace:bulk.selected', { count: props.selected.length })}
              </Text>
              <CloseButton size="sm" aria-label={t('festivalSpace:bulk.clear')} onClick={props.onClear} />
            </Group>
            {options.length === 0 ? (
              <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
                {t('festivalSpace:bulk.noMove')}
              </Text>
            ) : (
              <>
                <NativeSelect
                  label={t('festivalSpace:bulk.newStatus')}
                  value={status}
                  onChange={(event) => setStatus(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('festivalSpace:bulk.choose') },
                    ...options.map((name) => ({ value: name, label: t(`submissions:page.status.${name}`) })),
                  ]}
                />
                <TextInput
                  label={t('festivalSpace:status.reason')}
                  value={reason}
                  maxLength={STATUS_REASON_MAX}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  style={{ flex: '1 1 12rem' }}
                />
                <Button onClick={apply} disabled={status === ''} loading={change.isPending}>
                  {t('festivalSpace:bulk.apply')}
                </Button>
              </>
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
