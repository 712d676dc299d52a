import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { QUESTION_TYPE } from '@shortlist/domain/festival-campaign-values';
import {
  type ManagedQuestion,
  QUESTION_LIMITS,
  ZQuestionRequest,
} from '@shortlist/domain/festival-space/question-contracts';
import { fieldErrors } from '@shortlist/domain/field-errors';
import type { Language } from '@shortlist/domain/language-list';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { answerProblem } from '@shortlist/domain/submissions/question-checks';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { QuestionField } from '../../../shared/ui/question-field.tsx';
import type { QuestionPlace } from '../api/question-place.ts';
import { useSaveSectionQuestion } from '../api/save-section-question.ts';
import {
  emptyDraft,
  newChoice,
  previewQuestion,
  type QuestionDraft,
  questionDraft,
  questionRequest,
} from '../question-form.ts';

type Errors = Record<string, string>;

/**
 * The dialog that adds a question or changes one (issue 33): its type, wording and explanation
 * per routed language, the confirmation of a yes/no question, the choices of a choice question,
 * and a preview of the question as the filmmaker's panel will ask it, in the tab's language.
 */
export function QuestionEditor(props: {
  place: QuestionPlace;
  languages: Language[];
  /** The question changed, or null for a new one. */
  question: ManagedQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['festivalSpace', 'common', 'errors']);
  const rule = useRuleMessage();
  const save = useSaveSectionQuestion(props.place);
  const [draft, setDraft] = useState<QuestionDraft>(() =>
    props.question ? questionDraft(props.question) : emptyDraft(),
  );
  const [tab, setTab] = useState<Language>('en');
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<QuestionAnswer | undefined>(undefined);
  const answered = (props.question?.answers ?? 0) > 0;
  const change = (next: Partial<QuestionDraft>) => setDraft((old) => ({ ...old, ...next }));
  /** A field written again is no longer marked wrong (the next save checks it again). */
  const forget = (path: string) =>
    setErrors((old) =>
      old[path] ? Object.fromEntries(Object.entries(old).filter(([p]) => p !== path)) : old,
    );
  const setText = (field: 'Libelle' | 'Texte', value: string) => {
    forget(`${field}.${tab}`);
    setDraft((old) => ({ ...old, [field]: { ...old[field], [tab]: value } }));
  };
  const setChoice = (index: number, value: string) => {
    forget(`Choix.${index}.Libelle.${tab}`);
    setDraft((old) => ({
      ...old,
      Choix: old.Choix.map((c, i) => (i === index ? { ...c, Libelle: { ...c.Libelle, [tab]: value } } : c)),
    }));
  };
  const error = (path: string, max?: number) => rule(errors[path], max === undefined ? undefined : { max });

  const show = (fields: { path: string; code: string }[]) => {
    setErrors(Object.fromEntries(fields.map((f) => [f.path, f.code])));
    const language = fields[0]?.path.match(/\.(en|fr|es|it|pt)$/)?.[1];
    if (language) setTab(language as Language);
  };

  const submit = async () => {
    setErrors({});
    const request = questionRequest(draft, props.languages);
    const checked = ZQuestionRequest.safeParse(request);
    if (!checked.success) return show(fieldErrors(checked.error));
    try {
      await save.mutateAsync({ Id: props.question?.Id ?? null, body: checked.data });
      props.onSaved();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.length > 0) show(failure.fields);
    }
  };

  const preview = previewQuestion(draft, tab);
  const problem = answerProblem(preview, answer);
  const textLabel =
    draft.Type === 'blocking'
      ? t('festivalSpace:questions.reason')
      : draft.Type === 'info'
        ? t('festivalSpace:questions.information')
        : t('festivalSpace:questions.help');
  const languageName = (l: Language) => t(`festivalSpace:profile.languages.${l}`);
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      title={props.question ? t('festivalSpace:questions.editTitle') : t('festivalSpace:questions.addTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('festivalSpace:questions.type')}
            description={
              answered
                ? t('festivalSpace:questions.typeLocked')
                : t(`festivalSpace:questions.about.${draft.Type}`)
            }
            value={draft.Type}
            disabled={answered}
            onChange={(event) => {
              setAnswer(undefined);
              change({ Type: event.currentTarget.value as QuestionDraft['Type'] });
            }}
            data={QUESTION_TYPE.map((type) => ({
              value: type,
              label: t(`festivalSpace:questions.types.${type}`),
            }))}
            error={rule(errors.Type)}
          />
          {draft.Type === 'yes-no' && (
            <Checkbox
              label={t('festivalSpace:questions.confirm')}
              checked={draft.IsDemandeCheck}
              onChange={(event) => change({ IsDemandeCheck: event.currentTarget.checked })}
            />
          )}
          <Text size="sm" fw={500} id="question-languages">
            {t('festivalSpace:questions.languages')}
          </Text>
          <Tabs value={tab} onChange={(value) => value && setTab(value as Language)}>
            <Tabs.List aria-labelledby="question-languages">
              {props.languages.map((language) => (
                <Tabs.Tab
                  key={language}
                  value={language}
                  c={Object.keys(errors).some((p) => p.endsWith(`.${language}`)) ? 'red.9' : undefined}
                >
                  {languageName(language)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Stack gap="sm" pt="sm">
              <TextInput
                label={t('festivalSpace:questions.wording', { language: languageName(tab) })}
                description={tab === 'en' ? t('festivalSpace:questions.englishRequired') : undefined}
                required={tab === 'en'}
                maxLength={QUESTION_LIMITS.label}
                value={draft.Libelle[tab] ?? ''}
                onChange={(event) => setText('Libelle', event.currentTarget.value)}
                error={error(`Libelle.${tab}`, QUESTION_LIMITS.label)}
              />
              <Textarea
                label={`${textLabel} (${languageName(tab)})`}
                required={tab === 'en' && (draft.Type === 'blocking' || draft.Type === 'info')}
                rows={3}
                maxLength={QUESTION_LIMITS.text}
                value={draft.Texte[tab] ?? ''}
                onChange={(event) => setText('Texte', event.currentTarget.value)}
                error={error(`Texte.${tab}`, QUESTION_LIMITS.text)}
              />
              {draft.Type === 'choice' && (
                <Stack gap="xs" role="group" aria-labelledby="question-choices">
                  <Text size="sm" fw={500} id="question-choices">
                    {t('festivalSpace:questions.choices')}
                  </Text>
                  {errors.Choix && (
                    <Text c="red.9" size="sm" role="alert">
                      {rule(errors.Choix)}
                    </Text>
                  )}
                  {draft.Choix.map((choice, index) => (
                    <Group key={choice.key} gap="xs" align="flex-end" wrap="nowrap">
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('festivalSpace:questions.choice', {
                          n: index + 1,
                          language: languageName(tab),
                        })}
                        required={tab === 'en'}
                        maxLength={QUESTION_LIMITS.label}
                        value={choice.Libelle[tab] ?? ''}
                        onChange={(event) => setChoice(index, event.currentTarget.value)}
                        error={error(`Choix.${index}.Libelle.${tab}`, QUESTION_LIMITS.label)}
                      />
                      <Button
                        variant="default"
                        disabled={choice.answered}
                        title={choice.answered ? t('festivalSpace:questions.choiceAnswered') : undefined}
                        aria-label={t('festivalSpace:questions.removeChoice', { n: index + 1 })}
                        onClick={() => change({ Choix: draft.Choix.filter((_, i) => i !== index) })}
                      >
                        {t('festivalSpace:questions.remove')}
                      </Button>
                    </Group>
                  ))}
                  {draft.Choix.length < QUESTION_LIMITS.choicesMax && (
                    <Button
                      variant="light"
                      style={{ alignSelf: 'flex-start' }}
                      onClick={() => change({ Choix: [...draft.Choix, newChoice()] })}
                    >
                      {t('festivalSpace:questions.addChoice')}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </Tabs>

          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('festivalSpace:questions.preview', { language: languageName(tab) })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('festivalSpace:questions.previewHelp')}
              </Text>
              {preview.Libelle === '' ? (
                <Text size="sm">{t('festivalSpace:questions.previewEmpty')}</Text>
              ) : (
                <QuestionField
                  question={preview}
                  value={answer}
                  onChange={setAnswer}
                  error={
                    problem === 'refused'
                      ? (draft.Type === 'blocking' && preview.Texte) ||
                        t('festivalSpace:questions.previewRefused')
                      : undefined
                  }
                />
              )}
            </Stack>
          </Paper>

          {save.error && !(save.error instanceof ApiRequestError && save.error.fields.length > 0) && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t)}
            </Alert>
          )}
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('festivalSpace:questions.saveFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('festivalSpace:questions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('festivalSpace:questions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
