import {
  Alert,
  Anchor,
  Button,
  Container,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CallCalendar, ZCallCalendarRequest } from '@shortlist/domain/festival-space/calendar-contracts';
import { canEditCalendar } from '@shortlist/domain/festivals/calendar-edit';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { Language } from '@shortlist/domain/language-list';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useCurrentRoute, useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCallCalendar } from '../api/get-call-calendar.ts';
import { useSaveCallCalendar } from '../api/save-call-calendar.ts';
import {
  type CalendarFormSection,
  calendarFormSections,
  calendarRequest,
  type FeeStep,
  fieldKey,
  newStep,
  zoneLabel,
} from '../calendar-form.ts';
import { CalendarPreviewTable } from '../components/calendar-preview-table.tsx';
import { StepNameFields } from '../components/step-name-fields.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import '../festival-space.css';

/** `festivalSpaceCalendar` (managers, issue 33): a call's calendar per section, with its fee table. */
export function CalendarPage() {
  return <WorkspaceGate allowed={canManageCalls}>{(workspace) => <Calendar {...workspace} />}</WorkspaceGate>;
}

function Calendar({ IdFestival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const { params } = useCurrentRoute();
  const IdCampagne = Number(params.call ?? 0);
  const calendar = useCallCalendar(IdFestival, IdCampagne);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>
          {calendar.data
            ? t('calendar.title', { edition: calendar.data.AnneeEdition })
            : t('calendar.titleShort')}
        </Title>
        <Text c="dimmed">{t('calendar.lead')}</Text>
        <Anchor component={LocalizedLink} route="festivalSpaceCalls" params={{ id: String(IdFestival) }}>
          {t('calendar.backToCalls')}
        </Anchor>
      </Stack>
      {calendar.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      ) : calendar.isError ? (
        <RetryAlert title={t('calendar.loadError')} onRetry={() => calendar.refetch()} />
      ) : (
        <CalendarForm IdFestival={IdFestival} calendar={calendar.data} />
      )}
    </Container>
  );
}

type Errors = Record<string, string>;

function CalendarForm({ IdFestival, calendar }: { IdFestival: number; calendar: CallCalendar }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const { routedLanguages } = useCurrentRoute();
  const notify = useNotify();
  const save = useSaveCallCalendar(IdFestival, calendar.IdCampagne);
  const [sections, setSections] = useState(() => calendarFormSections(calendar));
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [lowered, setLowered] = useState<string | null>(null);
  // Shortlist is verifying the call, or it is closed: the server refuses a change (CALENDAR_LOCKED).
  const locked = !canEditCalendar(calendar.StatutCampagne);

  const change = (index: number, update: (section: CalendarFormSection) => CalendarFormSection) =>
    setSections((all) => all.map((s, i) => (i === index ? update(s) : s)));

  /** Shows each failing rule on its input and focuses the first one. */
  const showErrors = (fields: { path: string; code: string }[], keys: ReadonlyMap<string, string>) => {
    const found: Errors = {};
    for (const field of fields) {
      const key = fieldKey(keys, field.path);
      if (!(key in found)) found[key] = field.code;
    }
    setErrors(found);
    setFailed(t('calendar.fixErrors'));
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(inputId(first))?.focus());
  };

  const submit = async (confirmLowerFees = false) => {
    setFailed(null);
    setErrors({});
    const { request, keys } = calendarRequest(sections, { languages: routedLanguages, confirmLowerFees });
    const checked = ZCallCalendarRequest.safeParse(request);
    if (!checked.success) return showErrors(fieldErrors(checked.error), keys);
    try {
      // The form shows what was saved (the query's refetches never reset a form being edited).
      setSections(calendarFormSections(await save.mutateAsync(checked.data)));
      setLowered(null);
      notify.success(t('calendar.saved'));
    } catch (error) {
      setLowered(null);
      if (error instanceof ApiRequestError && error.code === 'CALENDAR_FEE_LOWERED')
        return setLowered(error.message);
      if (error instanceof ApiRequestError && error.fields.length > 0) return showErrors(error.fields, keys);
      setFailed(error instanceof Error ? error.message : t('calendar.saveError'));
    }
  };

  if (sections.length === 0) return <Text>{t('calendar.noSections')}</Text>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Alert color="blue" variant="light" data-testid="calendar-zone">
          {t('calendar.zone', { zone: zoneLabel(calendar.timeZone, language) })}
        </Alert>
        {locked && (
          <Alert color="yellow" variant="light" data-testid="calendar-locked">
            {t('calendar.locked')}
          </Alert>
        )}
        {sections.map((section, index) => (
          <SectionFields
            key={section.IdCampagneSection}
            index={index}
            section={section}
            errors={errors}
            languages={routedLanguages}
            onChange={(update) => change(index, update)}
          />
        ))}
        <CalendarPreviewTable sections={sections} timeZone={calendar.timeZone} />
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={locked}>
            {t('calendar.save')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={lowered !== null}
        onClose={() => setLowered(null)}
        title={t('calendar.lowerTitle')}
        closeButtonProps={{ 'aria-label': t('calendar.cancel') }}
        returnFocus
      >
        <Stack gap="sm">
          <Text>{lowered}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setLowered(null)} data-autofocus>
              {t('calendar.cancel')}
            </Button>
            <Button color="red" onClick={() => void submit(true)} loading={save.isPending}>
              {t('calendar.lowerConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

/** The DOM id of a form key's input (`s0.deadlines.1.fee` -> `calendar-s0-deadlines-1-fee`). */
const inputId = (key: string) => `calendar-${key.replaceAll('.', '-')}`;

function useFieldError(errors: Errors) {
  const { t } = useTranslation('festivalSpace');
  const rule = useRuleMessage();
  return (key: string) => {
    const code = errors[key];
    return code ? t(`calendar.rules.${code}`, { defaultValue: rule(code) }) : undefined;
  };
}

function SectionFields({
  index,
  section,
  errors,
  languages,
  onChange,
}: {
  index: number;
  section: CalendarFormSection;
  errors: Errors;
  languages: readonly Language[];
  onChange: (update: (section: CalendarFormSection) => CalendarFormSection) => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const error = useFieldError(errors);
  const base = `s${index}`;
  const dateField = (key: string, label: string, value: string, set: (value: string) => void) => (
    <TextInput
      id={inputId(`${key}.DateEvent`)}
      type="datetime-local"
      label={label}
      value={value}
      onChange={(event) => set(event.currentTarget.value)}
      error={error(`${key}.DateEvent`)}
    />
  );
  const feeField = (key: string, label: string, step: FeeStep, set: (fee: string) => void) =>
    section.IsPayant ? (
      <TextInput
        id={inputId(`${key}.fee`)}
        label={label}
        inputMode="decimal"
        value={step.fee}
        onChange={(event) => set(event.currentTarget.value)}
        error={error(`${key}.fee`)}
        leftSection="€"
      />
    ) : null;
  const setDeadline = (i: number, patch: Partial<FeeStep>) =>
    onChange((s) => ({ ...s, deadlines: s.deadlines.map((d, j) => (j === i ? { ...d, ...patch } : d)) }));
  const sectionError = error(base);
  const names = (key: string, step: string, value: FeeStep, set: (names: FeeStep['names']) => void) => (
    <StepNameFields
      fieldKey={key}
      step={step}
      names={value.names}
      languages={languages}
      inputId={inputId}
      error={error}
      onChange={set}
    />
  );

  return (
    <Fieldset
      legend={
        <>
          {section.Libelle}{' '}
          <Text component="span" size="sm" c="dimmed">
            ({section.IsPayant ? t('calendar.paid') : t('calendar.free')})
          </Text>
        </>
      }
      data-testid={`calendar-section-${section.IdCampagneSection}`}
    >
      <Stack gap="sm">
        {section.paidEntries > 0 && (
          <Text size="sm" c="dimmed">
            {t('calendar.paidEntries', { count: section.paidEntries })}
          </Text>
        )}
        {sectionError && (
          <Alert color="red" variant="light" id={inputId(base)} tabIndex={-1}>
            {sectionError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateField(`${base}.opening`, t('calendar.opening'), section.opening, (opening) =>
            onChange((s) => ({ ...s, opening })),
          )}
        </SimpleGrid>
        {section.deadlines.map((deadline, i) => (
          <Stack key={deadline.id} gap={4} data-testid="calendar-deadline">
            <SimpleGrid cols={{ base: 1, sm: section.IsPayant ? 3 : 2 }} style={{ alignItems: 'end' }}>
              {dateField(
                `${base}.deadlines.${i}`,
                t('calendar.deadline', { number: i + 1 }),
                deadline.DateEvent,
                (DateEvent) => setDeadline(i, { DateEvent }),
              )}
              {feeField(`${base}.deadlines.${i}`, t('calendar.fee', { number: i + 1 }), deadline, (fee) =>
                setDeadline(i, { fee }),
              )}
              <Button
                variant="default"
                onClick={() => onChange((s) => ({ ...s, deadlines: s.deadlines.filter((_, j) => j !== i) }))}
                aria-label={t('calendar.removeDeadlineLabel', { number: i + 1, section: section.Libelle })}
              >
                {t('calendar.removeDeadline')}
              </Button>
            </SimpleGrid>
            {names(
              `${base}.deadlines.${i}`,
              t('calendar.deadline', { number: i + 1 }),
              deadline,
              (stepNames) => setDeadline(i, { names: stepNames }),
            )}
          </Stack>
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            onClick={() =>
              onChange((s) => ({
                ...s,
                deadlines: [...s.deadlines, newStep(s.deadlines)],
              }))
            }
            aria-label={t('calendar.addDeadlineLabel', { section: section.Libelle })}
          >
            {t('calendar.addDeadline')}
          </Button>
          {section.extension === null && (
            <Button
              variant="light"
              onClick={() => onChange((s) => ({ ...s, extension: newStep(s.deadlines) }))}
              aria-label={t('calendar.addExtensionLabel', { section: section.Libelle })}
            >
              {t('calendar.addExtension')}
            </Button>
          )}
        </Group>
        {section.extension && (
          <SimpleGrid cols={{ base: 1, sm: section.IsPayant ? 3 : 2 }} style={{ alignItems: 'end' }}>
            {dateField(
              `${base}.extension`,
              t('calendar.extension'),
              section.extension.DateEvent,
              (DateEvent) =>
                onChange((s) => ({ ...s, extension: s.extension && { ...s.extension, DateEvent } })),
            )}
            {feeField(`${base}.extension`, t('calendar.extensionFee'), section.extension, (fee) =>
              onChange((s) => ({ ...s, extension: s.extension && { ...s.extension, fee } })),
            )}
            <Button
              variant="default"
              onClick={() => onChange((s) => ({ ...s, extension: null }))}
              aria-label={t('calendar.removeExtensionLabel', { section: section.Libelle })}
            >
              {t('calendar.removeExtension')}
            </Button>
          </SimpleGrid>
        )}
        {section.extension &&
          names(`${base}.extension`, t('calendar.extension'), section.extension, (stepNames) =>
            onChange((s) => ({ ...s, extension: s.extension && { ...s.extension, names: stepNames } })),
          )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateField(`${base}.result`, t('calendar.result'), section.result, (result) =>
            onChange((s) => ({ ...s, result })),
          )}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
