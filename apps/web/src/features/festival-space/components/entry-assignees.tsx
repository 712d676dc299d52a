import { Alert, Button, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAssignEntry } from '../api/assign-entry.ts';
import { useEntryAssignees } from '../api/entry-assignees.ts';
import { useMembers } from '../api/list-members.ts';
import { useUnassignEntry } from '../api/unassign-entry.ts';

/**
 * The entry's programmers, for a manager (issue 34): who is assigned it, each taken back in one
 * click (nothing is lost: the entry can be given again), and a member chosen to give it to. The
 * server refuses a member who declared a conflict with it; its localised reason stays shown under
 * the control.
 */
export function EntryAssignees({ entry }: { entry: EntryView }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const assignees = useEntryAssignees(entry.IdInscription, true);
  const members = useMembers(entry.IdFestival);
  const assign = useAssignEntry(entry.IdFestival, entry.IdInscription);
  const unassign = useUnassignEntry(entry.IdFestival, entry.IdInscription);
  const [chosen, setChosen] = useState('');
  // A refusal (a member who declared a conflict with the film, a member gone meanwhile) stays
  // beside the control, in the reader's language, until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setRefusal(null);
    try {
      await run();
      notify.success(done);
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="assignees-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assignees-title">
          {t('festivalSpace:assignments.byHand.title')}
        </Title>
        {assignees.isPending || members.isPending ? (
          <Skeleton height={36} aria-hidden="true" />
        ) : assignees.isError || members.isError ? (
          <RetryAlert
            title={t('festivalSpace:assignments.error')}
            onRetry={() => {
              assignees.refetch();
              members.refetch();
            }}
          />
        ) : (
          <>
            {assignees.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('festivalSpace:assignments.byHand.none')}
              </Text>
            ) : (
              <Stack gap={4} data-testid="entry-assignees">
                {assignees.data.map((assignee) => (
                  <Group key={assignee.IdMembre} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {assignee.name}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={unassign.isPending}
                      aria-label={t('festivalSpace:assignments.byHand.removeOf', { name: assignee.name })}
                      onClick={() =>
                        act(
                          () => unassign.mutateAsync(assignee.IdMembre),
                          t('festivalSpace:assignments.byHand.removed', { name: assignee.name }),
                        )
                      }
                    >
                      {t('festivalSpace:assignments.byHand.remove')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
            <Group align="flex-end" gap="xs" wrap="wrap">
              <NativeSelect
                label={t('festivalSpace:assignments.byHand.member')}
                value={chosen}
                onChange={(event) => setChosen(event.currentTarget.value)}
                data={[
                  { value: '', label: t('festivalSpace:assignments.byHand.choose') },
                  ...members.data
                    .filter((member) => !assignees.data.some((a) => a.IdMembre === member.IdMembre))
                    .map((member) => ({
                      value: String(member.IdMembre),
                      label: member.name ?? member.Login,
                    })),
                ]}
                style={{ flex: '1 1 12rem' }}
              />
              <Button
                variant="default"
                disabled={chosen === ''}
                loading={assign.isPending}
                onClick={() =>
                  act(async () => {
                    await assign.mutateAsync(Number(chosen));
                    setChosen('');
                  }, t('festivalSpace:assignments.byHand.assigned'))
                }
              >
                {t('festivalSpace:assignments.byHand.assign')}
              </Button>
            </Group>
            {refusal && (
              <Alert color="red" role="alert" data-testid="assign-refusal">
                {refusal}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
