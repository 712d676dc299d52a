import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CALL_EDITOR_LIMITS,
  type CallDetail,
  type CallSectionItem,
  ZCallRequest,
  ZSectionRequest,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { WATCH_GUARANTEE_MAX } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { RE_ENTRY_RULES, type ReEntryRule } from '@shortlist/domain/submissions/submission-status';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCreateSection } from '../api/create-section.ts';
import { useDeleteSection } from '../api/delete-section.ts';
import { useCall } from '../api/get-call.ts';
import { useReorderSections } from '../api/reorder-sections.ts';
import { useSaveCall } from '../api/save-call.ts';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import '../festival-space.css';

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
          <Sections IdFestival={IdFestival} call={call.data} />
        </Stack>
      )}
    </Container>
  );
}

function CallFields({ IdFestival, call }: { IdFestival: number; call: CallDetail }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const save = useSaveCall(IdFestival, call.IdCampagne);
  const [edition, setEdition] = useState(String(call.AnneeEdition));
  const [invitationOnly, setInvitationOnly] = useState(call.IsInvitationSeule);
  const [reEntry, setReEntry] = useState<ReEntryRule>(call.RegleReinscription);
  const [guarantee, setGuarantee] = useState(
    call.VisionnageGaranti === null ? '' : String(call.VisionnageGaranti),
  );
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const checked = ZCallRequest.safeParse({
      AnneeEdition: Number(edition),
      IsInvitationSeule: invitationOnly,
      RegleReinscription: reEntry,
      VisionnageGaranti: guarantee === '' ? null : Number(guarantee),
    });
    if (!checked.success) return setError(fieldErrors(checked.error)[0]?.code);
    try {
      await save.mutateAsync(checked.data);
      notify.success(t('festivalSpace:callEditor.callSaved'));
    } catch {
      // Shown below.
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('festivalSpace:callEditor.callFields')}>
        <Stack gap="sm">
          <TextInput
            label={t('festivalSpace:callEditor.edition')}
            inputMode="numeric"
            maxLength={4}
            required
            value={edition}
            onChange={(e) => setEdition(e.currentTarget.value)}
            error={rule(error)}
          />
          <Checkbox
            label={t('festivalSpace:callEditor.invitationOnly')}
            description={t('festivalSpace:callEditor.invitationOnlyHelp')}
            checked={invitationOnly}
            onChange={(e) => setInvitationOnly(e.currentTarget.checked)}
          />
          <NativeSelect
            label={t('festivalSpace:callEditor.reEntry')}
            description={t('festivalSpace:callEditor.reEntryHelp')}
            data={RE_ENTRY_RULES.map((value) => ({
              value,
              label: t(`festivalSpace:callEditor.reEntryRules.${value}`),
            }))}
            value={reEntry}
            onChange={(e) => setReEntry(e.currentTarget.value as ReEntryRule)}
          />
          <NativeSelect
            label={t('festivalSpace:callEditor.watchGuarantee')}
            description={t('festivalSpace:callEditor.watchGuaranteeHelp')}
            data={[
              { value: '', label: t('festivalSpace:callEditor.watchGuaranteeOff') },
              ...Array.from({ length: WATCH_GUARANTEE_MAX }, (_, index) => ({
                value: String(index + 1),
                label: t('festivalSpace:callEditor.watchGuaranteeMembers', { count: index + 1 }),
              })),
            ]}
            value={guarantee}
            onChange={(e) => setGuarantee(e.currentTarget.value)}
          />
          {save.error && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('festivalSpace:callEditor.saveCall')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

function Sections({ IdFestival, call }: { IdFestival: number; call: CallDetail }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const reorder = useReorderSections(IdFestival, call.IdCampagne);
  const [removing, setRemoving] = useState<CallSectionItem | null>(null);
  const ids = call.sections.map((s) => s.IdCampagneSection);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item as number);
    reorder.mutate(order);
  };
  return (
    <section aria-labelledby="sections-heading">
      <Title order={2} size="h3" id="sections-heading" mb="sm">
        {t('festivalSpace:callEditor.sections')}
      </Title>
      {reorder.error && (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(reorder.error, t)}
        </Alert>
      )}
      {call.sections.length === 0 ? (
        <EmptyState message={t('festivalSpace:callEditor.noSections')} />
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {call.sections.map((section, index) => (
            <li key={section.IdCampagneSection}>
              <SectionCard
                IdFestival={IdFestival}
                IdCampagne={call.IdCampagne}
                section={section}
                first={index === 0}
                last={index === call.sections.length - 1}
                busy={reorder.isPending}
                onMove={(by) => move(index, by)}
                onRemove={() => setRemoving(section)}
              />
            </li>
          ))}
        </Stack>
      )}
      <AddSection IdFestival={IdFestival} IdCampagne={call.IdCampagne} />
      <RemoveDialog
        IdFestival={IdFestival}
        IdCampagne={call.IdCampagne}
        section={removing}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function SectionCard(props: {
  IdFestival: number;
  IdCampagne: number;
  section: CallSectionItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const path = useLocalizedPath();
  const { section } = props;
  const name = section.Libelle;
  const to = path('festivalSpaceSection', {
    id: String(props.IdFestival),
    call: String(props.IdCampagne),
    section: String(section.IdCampagneSection),
  });
  return (
    <Card withBorder padding="sm" data-testid="section-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <Group gap={6}>
            <Badge variant="light" color={section.IsPayant ? 'grape' : 'green'}>
              {t(section.IsPayant ? 'callEditor.paidBadge' : 'callEditor.freeBadge')}
            </Badge>
            {!section.IsPublic && (
              <Badge variant="light" color="orange">
                {t('callEditor.protectedBadge')}
              </Badge>
            )}
            {!section.IsInscription && (
              <Badge variant="light" color="gray">
                {t('callEditor.closedBadge')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('callEditor.entries', { count: section.entries })}
            </Text>
          </Group>
          {section.entries > 0 && (
            <Text size="xs" c="dimmed">
              {t('callEditor.cannotDelete')}
            </Text>
          )}
        </Stack>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={props.first || props.busy}
            onClick={() => props.onMove(-1)}
            aria-label={t('callEditor.moveUp', { name })}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={props.last || props.busy}
            onClick={() => props.onMove(1)}
            aria-label={t('callEditor.moveDown', { name })}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          {section.entries === 0 && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={props.onRemove}>
              {t('callEditor.delete')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function AddSection({ IdFestival, IdCampagne }: { IdFestival: number; IdCampagne: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const create = useCreateSection(IdFestival, IdCampagne);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const checked = ZSectionRequest.safeParse({
      Libelle: { en: label },
      Texte: {},
      IsInscription: true,
      IsPayant: true,
      IsPublic: true,
      MotDePasse: null,
    });
    if (!checked.success) return setError(fieldErrors(checked.error)[0]?.code);
    try {
      const section = await create.mutateAsync(checked.data);
      setLabel('');
      navigate(
        path('festivalSpaceSection', {
          id: String(IdFestival),
          call: String(IdCampagne),
          section: String(section.IdCampagneSection),
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.length > 0) setError(failure.fields[0]?.code);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" mt="md" gap="sm" wrap="wrap">
        <TextInput
          label={t('festivalSpace:callEditor.newSection')}
          description={t('festivalSpace:callEditor.newSectionHelp')}
          required
          maxLength={CALL_EDITOR_LIMITS.label}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={rule(error, { max: CALL_EDITOR_LIMITS.label })}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={create.isPending}>
          {t('festivalSpace:callEditor.addSection')}
        </Button>
      </Group>
      {create.error && !(create.error instanceof ApiRequestError && create.error.fields.length > 0) && (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(create.error, t)}
        </Alert>
      )}
    </form>
  );
}

/** Asks before a section without entries is deleted: its criteria and calendar go with it. */
function RemoveDialog(props: {
  IdFestival: number;
  IdCampagne: number;
  section: CallSectionItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const notify = useNotify();
  const remove = useDeleteSection(props.IdFestival, props.IdCampagne);
  const close = () => {
    remove.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.section) return;
    try {
      await remove.mutateAsync(props.section.IdCampagneSection);
      notify.success(t('festivalSpace:callEditor.deleted', { name: props.section.Libelle }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.section !== null}
      onClose={close}
      title={t('festivalSpace:callEditor.deleteTitle', { name: props.section?.Libelle ?? '' })}
      closeButtonProps={{ 'aria-label': t('festivalSpace:callEditor.cancel') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:callEditor.deleteWarning')}</Text>
        {remove.error && (
          <Alert color="red" role="alert">
            {errorMessage(remove.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:callEditor.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('festivalSpace:callEditor.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
