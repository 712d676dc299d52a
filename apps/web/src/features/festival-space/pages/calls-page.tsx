import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAskCallVerification } from '../api/ask-call-verification.ts';
import { useCalls } from '../api/list-calls.ts';
import { useWithdrawCallVerification } from '../api/withdraw-call-verification.ts';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { formatDay, formatMoment } from '../format.ts';
import '../festival-space.css';

/** The status badge's colour: dark text on a dot, readable on the light card. */
const STATUS_COLOUR: Record<FestivalCall['StatutCampagne'], string> = {
  preparation: 'gray',
  'verification-requested': 'blue',
  'verification-handled': 'teal',
  open: 'green',
  closed: 'dark',
};

type Move = { call: FestivalCall; move: 'ask' | 'withdraw' };

/**
 * `festivalSpaceCalls` (managers, issue 33): the festival's calls with their status, dates and
 * the operator's last refusal; a call in preparation is sent for verification, a request still
 * waiting taken back, each after a confirmation. What a call offers comes from the server
 * (`actions`).
 */
export function CallsPage() {
  return <WorkspaceGate allowed={canManageCalls}>{(workspace) => <Calls {...workspace} />}</WorkspaceGate>;
}

function Calls({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const calls = useCalls(IdFestival);
  const [move, setMove] = useState<Move | null>(null);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('calls.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('calls.lead', { festival: festival.Nom })}
        </Text>
      </Stack>
      {calls.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : calls.isError ? (
        <RetryAlert title={t('calls.error')} onRetry={() => calls.refetch()} />
      ) : calls.data.length === 0 ? (
        <EmptyState message={t('calls.empty')} />
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {calls.data.map((call) => (
            <li key={call.IdCampagne}>
              <CallCard call={call} onMove={(m) => setMove({ call, move: m })} />
            </li>
          ))}
        </Stack>
      )}
      <MoveDialog IdFestival={IdFestival} move={move} onClose={() => setMove(null)} />
    </Container>
  );
}

function CallCard({ call, onMove }: { call: FestivalCall; onMove: (move: 'ask' | 'withdraw') => void }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const day = (iso: string | null) => (iso === null ? t('calls.noDate') : formatDay(iso, language));
  const headingId = `call-${call.IdCampagne}`;
  return (
    <Card withBorder padding="md" aria-labelledby={headingId} data-testid="call-card" component="article">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('calls.edition', { edition: call.AnneeEdition })}
        </Title>
        <Group gap={6}>
          <Badge variant="dot" color={STATUS_COLOUR[call.StatutCampagne]} data-testid="call-status">
            {t(`calls.status.${call.StatutCampagne}`)}
          </Badge>
          {call.IsInvitationSeule && (
            <Badge variant="outline" color="gray">
              {t('calls.invitationOnly')}
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm" mb="xs">
        {t(`calls.about.${call.StatutCampagne}`)}
      </Text>
      <Stack gap={2} component="dl" m={0}>
        <Group gap={6} wrap="wrap">
          <Text component="dt" size="sm" fw={600}>
            {t('calls.opens')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {day(call.OuvertureCampagne)}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text component="dt" size="sm" fw={600}>
            {t('calls.closes')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {day(call.FermetureCampagne)}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text component="dt" size="sm" fw={600}>
            {t('calls.festivalDates')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {call.DebutCampagne === null
              ? t('calls.noDate')
              : t('calls.dateRange', { from: day(call.DebutCampagne), to: day(call.FinCampagne) })}
          </Text>
        </Group>
      </Stack>
      {call.lastRefusal && call.StatutCampagne === 'preparation' && (
        <Alert color="orange" mt="sm" title={t('calls.refusedTitle')} data-testid="call-refusal">
          <Text size="sm" c="dimmed">
            {t('calls.refusedOn', { date: formatMoment(call.lastRefusal.date, language) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {call.lastRefusal.reason}
          </Text>
        </Alert>
      )}
      {call.actions.length > 0 && (
        <Group mt="sm" gap="sm">
          {call.actions.includes('ask') && <Button onClick={() => onMove('ask')}>{t('calls.ask')}</Button>}
          {call.actions.includes('withdraw') && (
            <Button variant="default" onClick={() => onMove('withdraw')}>
              {t('calls.withdraw')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}

/** Asks before a call goes to the platform's verification, or comes back from it. */
function MoveDialog(props: { IdFestival: number; move: Move | null; onClose: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const ask = useAskCallVerification(props.IdFestival);
  const withdraw = useWithdrawCallVerification(props.IdFestival);
  const mutation = props.move?.move === 'withdraw' ? withdraw : ask;
  const edition = props.move?.call.AnneeEdition ?? '';
  const kind = props.move?.move ?? 'ask';
  const close = () => {
    ask.reset();
    withdraw.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.move) return;
    try {
      await mutation.mutateAsync(props.move.call.IdCampagne);
      notify.success(t(`festivalSpace:calls.${kind}Done`, { edition }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.move !== null}
      onClose={close}
      title={t(`festivalSpace:calls.${kind}Title`, { edition })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t(`festivalSpace:calls.${kind}Warning`)}</Text>
        {mutation.error && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:calls.cancel')}
          </Button>
          <Button onClick={confirm} loading={mutation.isPending}>
            {t(`festivalSpace:calls.${kind}Confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
