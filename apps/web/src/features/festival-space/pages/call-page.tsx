import { Anchor, Badge, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useCall } from '../api/get-call.ts';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import '../festival-space.css';
import { CallFields } from '../components/call-fields.tsx';
import { CallSections } from '../components/call-sections.tsx';

/**
 * `festivalSpaceCall` (managers, issue 33): one call's own fields (edition, invitation only,
 * re-entry rule), its sections in their order (moved up and down, opened, deleted when they have
 * no entries: a section with entries is closed instead, and the page says so), a new section,
 * and the way to the call's calendar.
 */
export function CallPage() {
  return (
    <WorkspaceGate allowed={canManageCalls}>{(workspace) => <CallScreen {...workspace} />}</WorkspaceGate>
  );
}

function CallScreen({ IdFestival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const { params } = useCurrentRoute();
  const path = useLocalizedPath();
  const IdCampagne = Number(params.call ?? 0);
  const call = useCall(IdFestival, IdCampagne);
  const id = String(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Anchor component={Link} to={path('festivalSpaceCalls', { id })} size="sm">
          {t('callEditor.backToCalls')}
        </Anchor>
        <Title order={1}>
          {call.data ? t('calls.edition', { edition: call.data.AnneeEdition }) : t('callEditor.callTitle')}
        </Title>
        {call.data && (
          <Group gap={6}>
            <Badge variant="dot" color="gray" data-testid="call-status">
              {t(`calls.status.${call.data.StatutCampagne}`)}
            </Badge>
          </Group>
        )}
      </Stack>
      {call.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={120} />
          <Skeleton height={160} />
        </Stack>
      ) : call.isError ? (
        <RetryAlert title={t('callEditor.callError')} onRetry={() => call.refetch()} />
      ) : (
        <Stack gap="xl">
          <CallFields IdFestival={IdFestival} call={call.data} key={call.data.AnneeEdition} />
          <Anchor
            component={Link}
            to={path('festivalSpaceCalendar', { id, call: String(IdCampagne) })}
            data-testid="calendar-link"
          >
            {t('callEditor.calendarLink')}
          </Anchor>
          <Anchor
            component={Link}
            to={path('festivalSpaceCallPreview', { id, call: String(IdCampagne) })}
            data-testid="preview-link"
          >
            {t('callEditor.previewLink')}
          </Anchor>
          <CallSections IdFestival={IdFestival} call={call.data} />
        </Stack>
      )}
    </Container>
  );
}
