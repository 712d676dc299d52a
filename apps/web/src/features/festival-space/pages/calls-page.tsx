import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { ZCallRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAskCallVerification } from '../api/ask-call-verification.ts';
import { useCreateCall } from '../api/create-call.ts';
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
 * (`actions`). A call for a new edition starts here; each call opens on its own page
 * (`festivalSpaceCall`), where its sections and criteria are edited.
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
      <NewCall IdFestival={IdFestival} />
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
              <CallCard IdFestival={IdFestival} call={call} onMove={(m) => setMove({ call, move: m })} />
            </li>
          ))}
        </Stack>
      )}
      <MoveDialog IdFestival={IdFestival} move={move} onClose={() => setMove(null)} />
    </Container>
  );
}

function CallCard({
  IdFestival,
  call,
  onMove,
}: {
  IdFestival: number;
  call: FestivalCall;
  onMove: (move: 'ask' | 'withdraw') => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const path = useLocalizedPath();
  const day = (iso: string | null) => (iso === null ? t('calls.noDate') : formatDay(iso, language));
  const headingId = `call-${call.IdCampagne}`;
  return (
    <Card withBorder padding="md" aria-labelledby={headingId} data-testid="call-card" component="article">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          <Anchor
            component={Link}
            to={path('festivalSpaceCall', { id: String(IdFestival), call: String(call.IdCampagne) })}
            inherit
          >
            {t('calls.edition', { edition: call.AnneeEdition })}
          </Anchor>
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

/** A call for a new edition (next year's by default), in preparation; its page opens next. */
function NewCall({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const create = useCreateCall(IdFestival);
  const [edition, setEdition] = useState(() => String(new Date().getFullYear() + 1));
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const checked = ZCallRequest.safeParse({
      AnneeEdition: Number(edition),
      IsInvitationSeule: false,
      RegleReinscription: 'cannot',
      VisionnageGaranti: null,
    });
    if (!checked.success) return setError(fieldErrors(checked.error)[0]?.code);
    try {
      const call = await create.mutateAsync(checked.data);
      navigate(path('festivalSpaceCall', { id: String(IdFestival), call: String(call.IdCampagne) }));
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder padding="md" mb="lg">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('festivalSpace:callEditor.newCallEdition')}
            description={t('festivalSpace:callEditor.newCallHelp')}
            inputMode="numeric"
            maxLength={4}
            required
            value={edition}
            onChange={(e) => setEdition(e.currentTarget.value)}
            error={rule(error)}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" loading={create.isPending}>
            {t('festivalSpace:callEditor.createCall')}
          </Button>
        </Group>
        {create.error && (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(create.error, t)}
          </Alert>
        )}
      </Card>
    </form>
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
