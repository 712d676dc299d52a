import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { FestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import { canManageCodes } from '@shortlist/domain/festival-space/member-roles';
import { FESTIVAL_CODE_MAX } from '@shortlist/domain/orders/festival-codes';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCreateCode } from '../api/create-code.ts';
import { useDisableCode } from '../api/disable-code.ts';
import { useInboxPage } from '../api/filter-entries.ts';
import { useHandCode } from '../api/hand-code.ts';
import { useCodes } from '../api/list-codes.ts';
import {
  type CodeForm,
  codeState,
  type HandForm,
  splitAddresses,
  toCodeRequest,
  ZCodeForm,
  ZHandForm,
} from '../code-form.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
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

/** A new code: its section, free or a percentage, the uses, the last day, typed or generated. */
function NewCodeForm({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const create = useCreateCode(IdFestival);
  // The festival's sections, from the inbox's counts (every section, entries or not).
  const summary = useInboxPage({ IdFestival, filter: {}, skip: 0, take: 10 });
  const sections = summary.data?.counts.bySection ?? [];
  const form = useForm<CodeForm>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: {
      code: '',
      IdCampagneSection: '',
      kind: 'free',
      percent: '',
      maxUses: '1',
      until: '',
      handedOnly: false,
    },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toCodeRequest(ZCodeForm.parse(values)));
      notify.success(t('festivalSpace:codes.created', { code: created.code }));
      form.reset();
    } catch {
      // Shown above the button.
    }
  });
  return (
    <Paper component="section" withBorder radius="md" p="md" maw={760} aria-labelledby="new-code-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-code-title">
            {t('festivalSpace:codes.formTitle')}
          </Title>
          <NativeSelect
            label={t('festivalSpace:codes.section')}
            required
            error={
              summary.isError
                ? t('festivalSpace:codes.sectionsError')
                : rule(errors.IdCampagneSection?.message)
            }
            data={[
              { value: '', label: t('festivalSpace:codes.chooseSection') },
              ...sections.map((s) => ({ value: String(s.IdCampagneSection), label: s.sectionLabel })),
            ]}
            {...form.register('IdCampagneSection')}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('festivalSpace:codes.kind')}
                value={field.value}
                onChange={field.onChange}
              >
                <Group gap="md" mt={6}>
                  <Radio value="free" label={t('festivalSpace:codes.kinds.free')} />
                  <Radio value="percent" label={t('festivalSpace:codes.kinds.percent')} />
                </Group>
              </Radio.Group>
            )}
          />
          <Group align="flex-start" gap="sm" wrap="wrap">
            {kind === 'percent' && (
              <TextInput
                label={t('festivalSpace:codes.percent')}
                description={t('festivalSpace:codes.percentHint')}
                inputMode="numeric"
                required
                error={rule(errors.percent?.message)}
                style={{ flex: '1 1 10rem' }}
                {...form.register('percent')}
              />
            )}
            <TextInput
              label={t('festivalSpace:codes.maxUses')}
              inputMode="numeric"
              required
              error={rule(errors.maxUses?.message)}
              style={{ flex: '1 1 10rem' }}
              {...form.register('maxUses')}
            />
            <TextInput
              type="date"
              label={t('festivalSpace:codes.until')}
              description={t('festivalSpace:codes.untilHint')}
              required
              error={rule(errors.until?.message)}
              style={{ flex: '1 1 12rem' }}
              {...form.register('until')}
            />
          </Group>
          <TextInput
            label={t('festivalSpace:codes.code')}
            description={t('festivalSpace:codes.codeHint')}
            maxLength={FESTIVAL_CODE_MAX}
            autoComplete="off"
            error={rule(errors.code?.message, { min: 3, max: FESTIVAL_CODE_MAX })}
            {...form.register('code')}
          />
          <Checkbox
            label={t('festivalSpace:codes.handedOnly')}
            description={t('festivalSpace:codes.handedOnlyHint')}
            {...form.register('handedOnly')}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('festivalSpace:codes.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const STATE_COLOURS = { active: 'green', usedUp: 'gray', expired: 'gray', disabled: 'red' } as const;

function CodesTable({ IdFestival, codes }: { IdFestival: number; codes: FestivalCode[] }) {
  const { t } = useTranslation(['festivalSpace']);
  const [handing, setHanding] = useState<FestivalCode | null>(null);
  const [withdrawing, setWithdrawing] = useState<FestivalCode | null>(null);
  return (
    <>
      <ScrollRegion labelledBy="codes-list">
        <Table verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('festivalSpace:codes.code')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.section')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.discount')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.uses')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.until')}</Table.Th>
              <Table.Th>{t('festivalSpace:codes.state')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('festivalSpace:codes.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => {
              const state = codeState(code);
              return (
                <Table.Tr key={code.IdCode} data-testid="code-row">
                  <Table.Td>
                    <Text fw={600} ff="monospace">
                      {code.code}
                    </Text>
                    {code.handedOnly && (
                      <Text size="xs" c="dimmed">
                        {t('festivalSpace:codes.handedOnlyShort')}
                      </Text>
                    )}
                    {code.handedTo.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('festivalSpace:codes.handedCount', { count: code.handedTo.length })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{code.sectionName}</Table.Td>
                  <Table.Td>
                    {code.kind === 'free'
                      ? t('festivalSpace:codes.kinds.free')
                      : t('festivalSpace:codes.percentOff', { percent: code.percent })}
                  </Table.Td>
                  <Table.Td data-testid="code-uses" style={{ whiteSpace: 'nowrap' }}>
                    {t('festivalSpace:codes.usesOf', { uses: code.uses, max: code.maxUses })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{code.until}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOURS[state]}>
                      {t(`festivalSpace:codes.states.${state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {state !== 'disabled' && state !== 'expired' && (
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-sm" onClick={() => setHanding(code)}>
                          {t('festivalSpace:codes.hand', { code: code.code })}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red.9"
                          size="compact-sm"
                          onClick={() => setWithdrawing(code)}
                        >
                          {t('festivalSpace:codes.withdraw', { code: code.code })}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <HandCodeDialog IdFestival={IdFestival} code={handing} onClose={() => setHanding(null)} />
      <WithdrawCodeDialog IdFestival={IdFestival} code={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  );
}

/** Email the code to chosen filmmakers, with an optional message. */
function HandCodeDialog(props: { IdFestival: number; code: FestivalCode | null; onClose: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const hand = useHandCode(props.IdFestival);
  const form = useForm<HandForm>({
    resolver: zodResolver(ZHandForm),
    defaultValues: { addresses: '', message: '' },
  });
  const close = () => {
    hand.reset();
    form.reset();
    props.onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!props.code) return;
    const emails = splitAddresses(values.addresses);
    const message = values.message.trim();
    try {
      await hand.mutateAsync({
        IdCode: props.code.IdCode,
        input: { emails, ...(message ? { message } : {}) },
      });
      notify.success(t('festivalSpace:codes.handed', { count: emails.length, code: props.code.code }));
      close();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <Modal
      opened={props.code !== null}
      onClose={close}
      title={t('festivalSpace:codes.handTitle', { code: props.code?.code ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('festivalSpace:codes.addresses')}
            description={t('festivalSpace:codes.addressesHint')}
            required
            autosize
            minRows={3}
            data-autofocus
            error={rule(form.formState.errors.addresses?.message)}
            {...form.register('addresses')}
          />
          <Textarea
            label={t('festivalSpace:codes.message')}
            rows={2}
            maxLength={1000}
            {...form.register('message')}
          />
          {hand.error && (
            <Alert color="red" role="alert">
              {errorMessage(hand.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('festivalSpace:codes.cancel')}
            </Button>
            <Button type="submit" loading={hand.isPending}>
              {t('festivalSpace:codes.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before a code stops working: baskets holding it lose the discount; there is no undo. */
function WithdrawCodeDialog(props: { IdFestival: number; code: FestivalCode | null; onClose: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const notify = useNotify();
  const disable = useDisableCode(props.IdFestival);
  const name = props.code?.code ?? '';
  const close = () => {
    disable.reset();
    props.onClose();
  };
  const confirm = async () => {
    if (!props.code) return;
    try {
      await disable.mutateAsync(props.code.IdCode);
      notify.success(t('festivalSpace:codes.withdrawn', { code: name }));
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={props.code !== null}
      onClose={close}
      title={t('festivalSpace:codes.withdrawTitle', { code: name })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <Stack gap="sm">
        <Text>{t('festivalSpace:codes.withdrawWarning', { code: name })}</Text>
        {disable.error && (
          <Alert color="red" role="alert">
            {errorMessage(disable.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('festivalSpace:codes.keep')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={disable.isPending}>
            {t('festivalSpace:codes.withdrawConfirm', { code: name })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
