import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { SectionAssignments } from '@shortlist/domain/festival-space/assignment-contracts';
import { ASSIGNMENT_PER_ENTRY_MAX } from '@shortlist/domain/festival-space/assignment-rules';
import { canAssignEntries } from '@shortlist/domain/festival-space/member-roles';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAutoAssign } from '../api/auto-assign.ts';
import { useAssignments } from '../api/list-assignments.ts';
import { useConflicts } from '../api/list-conflicts.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { WorkspaceListPage } from '../components/workspace-page.tsx';
import { formatCount, formatDay, minutesOf } from '../format.ts';
import '../festival-space.css';

/** `festivalSpaceAssignments` (managers, issue 34): each section's entries shared among the programmers. */
export function AssignmentsPage() {
  return (
    <WorkspaceGate allowed={canAssignEntries}>{(workspace) => <Assignments {...workspace} />}</WorkspaceGate>
  );
}

function Assignments({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const sections = useAssignments(IdFestival);
  return (
    <WorkspaceListPage
      title={t('assignments.title')}
      lead={t('assignments.lead', { festival: festival.Nom })}
      query={sections}
      errorTitle={t('assignments.error')}
      emptyMessage={t('assignments.empty')}
      placeholders={2}
    >
      {(list) => (
        <Stack gap="xl">
          {list.map((section) => (
            <SectionCard key={section.IdCampagneSection} IdFestival={IdFestival} section={section} />
          ))}
          <ConflictsList IdFestival={IdFestival} />
        </Stack>
      )}
    </WorkspaceListPage>
  );
}

function SectionCard({ IdFestival, section }: { IdFestival: number; section: SectionAssignments }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const titleId = `section-${section.IdCampagneSection}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="assignment-section"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {section.sectionLabel}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assignments.entriesTotal', {
              count: section.entries,
              minutes: formatCount(minutesOf(section.seconds), language),
            })}{' '}
            {section.perEntry === null
              ? t('assignments.notYet')
              : t('assignments.perEntryCurrent', { count: section.perEntry })}
          </Text>
        </div>
        {section.programmers.length === 0 ? (
          <Text size="sm">{t('assignments.noProgrammers')}</Text>
        ) : (
          <ScrollRegion labelledBy={titleId}>
            <Table verticalSpacing="xs" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('assignments.programmer')}</Table.Th>
                  <Table.Th ta="right">{t('assignments.entries')}</Table.Th>
                  <Table.Th ta="right">{t('assignments.minutes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.programmers.map((programmer) => (
                  <Table.Tr key={programmer.IdMembre} data-testid="programmer-load">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{programmer.name}</Table.Td>
                    <Table.Td ta="right">{formatCount(programmer.entries, language)}</Table.Td>
                    <Table.Td ta="right">{formatCount(minutesOf(programmer.seconds), language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        {section.shortfall.length > 0 && (
          <Alert color="orange" title={t('assignments.shortTitle')} data-testid="assignment-shortfall">
            <Text size="sm" mb="xs">
              {t('assignments.shortLead')}
            </Text>
            <List size="sm">
              {section.shortfall.map((entry) => (
                <List.Item key={entry.IdInscription}>
                  {t('assignments.missing', { title: entry.TitreOriginal, count: entry.missing })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <AutoAssignForm IdFestival={IdFestival} section={section} />
      </Stack>
    </Paper>
  );
}

/** N and the button, then a confirmation: the run replaces the section's assignments. */
function AutoAssignForm({ IdFestival, section }: { IdFestival: number; section: SectionAssignments }) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const run = useAutoAssign(IdFestival);
  const [perEntry, setPerEntry] = useState<number>(section.perEntry ?? 2);
  const [asking, setAsking] = useState(false);
  const close = () => {
    run.reset();
    setAsking(false);
  };
  const confirm = async () => {
    try {
      await run.mutateAsync({ IdCampagneSection: section.IdCampagneSection, perEntry });
      notify.success(t('festivalSpace:assignments.autoDone', { section: section.sectionLabel }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('festivalSpace:assignments.perEntry')}
          value={perEntry}
          onChange={(value) => setPerEntry(typeof value === 'number' ? value : Number(value) || 1)}
          min={1}
          max={ASSIGNMENT_PER_ENTRY_MAX}
          allowDecimal={false}
          clampBehavior="strict"
          w={200}
        />
        <Button
          onClick={() => setAsking(true)}
          aria-label={t('festivalSpace:assignments.autoOf', { section: section.sectionLabel })}
        >
          {t('festivalSpace:assignments.auto')}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={close}
        title={t('festivalSpace:assignments.autoTitle', { section: section.sectionLabel })}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        returnFocus
      >
        <Stack gap="sm">
          <Text>{t('festivalSpace:assignments.autoWarning', { count: perEntry })}</Text>
          {run.error && (
            <Alert color="red" role="alert">
              {errorMessage(run.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('festivalSpace:assignments.cancel')}
            </Button>
            <Button onClick={confirm} loading={run.isPending}>
              {t('festivalSpace:assignments.autoConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Every member's declared conflicts, so a manager assigning by hand knows them. */
function ConflictsList({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const conflicts = useConflicts(IdFestival);
  return (
    <section aria-labelledby="conflicts-title">
      <Title order={2} size="h4" id="conflicts-title" mb="sm">
        {t('assignments.conflictsTitle')}
      </Title>
      {conflicts.isPending ? (
        <Skeleton height={60} aria-hidden="true" />
      ) : conflicts.isError ? (
        <RetryAlert title={t('assignments.error')} onRetry={() => conflicts.refetch()} />
      ) : conflicts.data.length === 0 ? (
        <EmptyState message={t('assignments.conflictsEmpty')} />
      ) : (
        <ScrollRegion labelledBy="conflicts-title">
          <Table verticalSpacing="xs" miw={420}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('assignments.conflictMember')}</Table.Th>
                <Table.Th>{t('assignments.conflictWith')}</Table.Th>
                <Table.Th>{t('assignments.conflictSince')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.data.map((conflict) => (
                <Table.Tr key={conflict.IdConflit} data-testid="conflict-row">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{conflict.memberName}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{conflict.label}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(conflict.DateCreation, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  );
}
