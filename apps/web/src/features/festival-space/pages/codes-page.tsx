import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { canManageCodes } from '@shortlist/domain/festival-space/member-roles';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useCodes } from '../api/list-codes.ts';
import { CodesTable } from '../components/codes-table.tsx';
import { NewCodeForm } from '../components/new-code-form.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import '../festival-space.css';

/** `festivalSpaceCodes` (managers, issue 33): fee waivers and discount codes, handed to filmmakers. */
export function CodesPage() {
  return <WorkspaceGate allowed={canManageCodes}>{(workspace) => <Codes {...workspace} />}</WorkspaceGate>;
}

function Codes({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const codes = useCodes(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('festivalSpace:codes.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('festivalSpace:codes.lead', { festival: festival.Nom })}
        </Text>
      </Stack>
      <NewCodeForm IdFestival={IdFestival} />
      <Stack gap="sm" mt="xl">
        <Title order={2} size="h3" id="codes-list">
          {t('festivalSpace:codes.listTitle')}
        </Title>
        {codes.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('festivalSpace:codes.loading')}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : codes.isError ? (
          <RetryAlert title={t('festivalSpace:codes.error')} onRetry={() => codes.refetch()} />
        ) : codes.data.length === 0 ? (
          <EmptyState message={t('festivalSpace:codes.empty')} />
        ) : (
          <CodesTable IdFestival={IdFestival} codes={codes.data} />
        )}
      </Stack>
    </Container>
  );
}
