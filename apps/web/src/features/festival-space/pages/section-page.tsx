import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CALL_EDITOR_LIMITS,
  type SectionDetail,
  ZSectionRequest,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { Language } from '@shortlist/domain/language-list';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSection } from '../api/get-section.ts';
import { useSaveSection } from '../api/save-section.ts';
import { CriteriaEditor } from '../components/criteria-editor.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { type SectionForm, sectionForm, sectionRequest } from '../section-form.ts';
import '../festival-space.css';

/** The refusal shown beside the paid checkbox rather than under the form. */
const PRICE_LOCKED = 'SECTION_PRICE_LOCKED';

/**
 * `festivalSpaceSection` (managers, issue 33): one section of a call, its label and text per
 * language (English required), paid or free, public or protected by a password (never shown:
 * a new one replaces it), open to entries or closed; and its criteria with the live count of
 * eligible films.
 */
export function SectionPage() {
  return (
    <WorkspaceGate allowed={canManageCalls}>{(workspace) => <SectionScreen {...workspace} />}</WorkspaceGate>
  );
}

function SectionScreen({ IdFestival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const { params } = useCurrentRoute();
  const path = useLocalizedPath();
  const IdCampagne = Number(params.call ?? 0);
  const IdCampagneSection = Number(params.section ?? 0);
  const section = useSection(IdFestival, IdCampagne, IdCampagneSection);
  const back = path('festivalSpaceCall', { id: String(IdFestival), call: String(IdCampagne) });
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Anchor component={Link} to={back} size="sm">
          {t('callEditor.backToCall')}
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {section.data?.Libelle.en ?? t('callEditor.sectionTitle')}
        </Title>
        {section.data && (
          <Text c="dimmed">{t('callEditor.sectionLead', { edition: section.data.AnneeEdition })}</Text>
        )}
      </Stack>
      {section.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      ) : section.isError ? (
        <RetryAlert title={t('callEditor.sectionError')} onRetry={() => section.refetch()} />
      ) : (
        <Stack gap="xl">
          <SectionFields IdFestival={IdFestival} IdCampagne={IdCampagne} section={section.data} />
          <Anchor
            component={Link}
            to={path('festivalSpaceSectionQuestions', {
              id: String(IdFestival),
              call: String(IdCampagne),
              section: String(IdCampagneSection),
            })}
            data-testid="questions-link"
          >
            {t('callEditor.questionsLink')}
          </Anchor>
          <Anchor
            component={Link}
            to={`${path('festivalSpaceCallPreview', {
              id: String(IdFestival),
              call: String(IdCampagne),
            })}#section-${IdCampagneSection}`}
            data-testid="section-preview-link"
          >
            {t('callEditor.sectionPreviewLink')}
          </Anchor>
          <section aria-labelledby="criteria-heading">
            <Title order={2} size="h3" id="criteria-heading" mb="xs">
              {t('callEditor.criteria')}
            </Title>
            <Text c="dimmed" size="sm" mb="md">
              {t('callEditor.criteriaLead')}
            </Text>
            <CriteriaEditor
              key={section.data.IdCampagneSection}
              IdFestival={IdFestival}
              IdCampagne={IdCampagne}
              section={section.data}
            />
          </section>
        </Stack>
      )}
    </Container>
  );
}

function SectionFields(props: { IdFestival: number; IdCampagne: number; section: SectionDetail }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const { section } = props;
  const save = useSaveSection(props.IdFestival, props.IdCampagne, section.IdCampagneSection);
  const [form, setForm] = useState<SectionForm>(() => sectionForm(section));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Language>('en');
  const set = <K extends keyof SectionForm>(key: K, value: SectionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setText = (field: 'Libelle' | 'Texte', language: Language, value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));

  const show = (fields: { path: string; code: string }[]) => {
    setErrors(Object.fromEntries(fields.map((f) => [f.path, f.code])));
    const language = fields[0]?.path.match(/^(?:Libelle|Texte)\.(\w+)$/)?.[1];
    if (language) setTab(language as Language);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = ZSectionRequest.safeParse(sectionRequest(section.languages, form));
    if (!checked.success) return show(fieldErrors(checked.error));
    try {
      const saved = await save.mutateAsync(checked.data);
      setForm(sectionForm(saved));
      notify.success(t('festivalSpace:callEditor.sectionSaved'));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.length > 0) show(failure.fields);
      // Paid or free cannot change once the section has entries: said beside that field.
      if (failure instanceof ApiRequestError && failure.code === PRICE_LOCKED)
        requestAnimationFrame(() => document.getElementById('section-paid')?.focus());
    }
  };
  const priceLocked = save.error instanceof ApiRequestError && save.error.code === PRICE_LOCKED;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap={6}>
          {section.entries > 0 && (
            <Badge variant="light" color="blue">
              {t('festivalSpace:callEditor.entries', { count: section.entries })}
            </Badge>
          )}
        </Group>
        <Fieldset legend={t('festivalSpace:callEditor.texts')}>
          <Text size="sm" fw={500} id="section-languages">
            {t('festivalSpace:callEditor.languages')}
          </Text>
          <Tabs value={tab} onChange={(value) => value && setTab(value as Language)} keepMounted>
            <Tabs.List aria-labelledby="section-languages">
              {section.languages.map((language) => (
                <Tabs.Tab
                  key={language}
                  value={language}
                  c={errors[`Libelle.${language}`] || errors[`Texte.${language}`] ? 'red.9' : undefined}
                >
                  {t(`festivalSpace:profile.languages.${language}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {section.languages.map((language) => {
              const name = t(`festivalSpace:profile.languages.${language}`);
              return (
                <Tabs.Panel key={language} value={language} pt="sm">
                  <Stack gap="sm">
                    <TextInput
                      label={t('festivalSpace:callEditor.label', { language: name })}
                      required={language === 'en'}
                      maxLength={CALL_EDITOR_LIMITS.label}
                      value={form.Libelle[language]}
                      onChange={(e) => setText('Libelle', language, e.currentTarget.value)}
                      error={rule(errors[`Libelle.${language}`], { max: CALL_EDITOR_LIMITS.label })}
                    />
                    <Textarea
                      label={t('festivalSpace:callEditor.text', { language: name })}
                      autosize
                      minRows={3}
                      maxLength={CALL_EDITOR_LIMITS.text}
                      value={form.Texte[language]}
                      onChange={(e) => setText('Texte', language, e.currentTarget.value)}
                      error={rule(errors[`Texte.${language}`], { max: CALL_EDITOR_LIMITS.text })}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Fieldset>
        <Fieldset legend={t('festivalSpace:callEditor.entry')}>
          <Stack gap="sm">
            <Checkbox
              label={t('festivalSpace:callEditor.open')}
              description={t('festivalSpace:callEditor.openHelp')}
              checked={form.IsInscription}
              onChange={(e) => set('IsInscription', e.currentTarget.checked)}
            />
            <Checkbox
              id="section-paid"
              label={t('festivalSpace:callEditor.paid')}
              description={t('festivalSpace:callEditor.paidHelp')}
              checked={form.IsPayant}
              onChange={(e) => set('IsPayant', e.currentTarget.checked)}
              error={priceLocked ? errorMessage(save.error, t) : undefined}
              aria-invalid={priceLocked || undefined}
              data-testid="section-paid"
            />
            <Radio.Group
              label={t('festivalSpace:callEditor.access')}
              value={form.access}
              onChange={(value) => set('access', value as SectionForm['access'])}
            >
              <Stack gap={6} mt={6}>
                <Radio value="public" label={t('festivalSpace:callEditor.public')} />
                <Radio value="protected" label={t('festivalSpace:callEditor.protected')} />
              </Stack>
            </Radio.Group>
            {form.access === 'protected' && (
              <PasswordInput
                label={t('festivalSpace:callEditor.password')}
                description={
                  section.hasPassword
                    ? t('festivalSpace:callEditor.passwordKeep')
                    : t('festivalSpace:callEditor.passwordNew')
                }
                required={!section.hasPassword}
                autoComplete="new-password"
                maxLength={CALL_EDITOR_LIMITS.passwordMax}
                value={form.MotDePasse}
                onChange={(e) => set('MotDePasse', e.currentTarget.value)}
                error={rule(errors.MotDePasse, {
                  min: CALL_EDITOR_LIMITS.passwordMin,
                  max: CALL_EDITOR_LIMITS.passwordMax,
                })}
              />
            )}
          </Stack>
        </Fieldset>
        {save.error &&
          !priceLocked &&
          !(save.error instanceof ApiRequestError && save.error.fields.length > 0) && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t)}
            </Alert>
          )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('festivalSpace:callEditor.saveSection')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
