import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { MAX_ANSWER_LENGTH } from '@shortlist/domain/submissions/api-contracts';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { answerProblem } from '@shortlist/domain/submissions/question-checks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

type Question = FestivalSection['questions'][number];
export type Answers = Record<number, QuestionAnswer>;

/** Yes/no as two radios: a refusal must be a choice, not an untouched box. */
function YesNo(props: {
  question: Question;
  value: QuestionAnswer | undefined;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('submissions');
  const value = props.value === true ? 'yes' : props.value === false ? 'no' : null;
  return (
    <Radio.Group
      label={props.question.Libelle}
      description={props.question.Texte}
      value={value}
      onChange={(v) => props.onChange(v === 'yes')}
      error={props.error}
      withAsterisk
    >
      <Group mt="xs">
        <Radio value="yes" label={t('panel.questions.yes')} />
        <Radio value="no" label={t('panel.questions.no')} />
      </Group>
    </Radio.Group>
  );
}

function QuestionField(props: {
  question: Question;
  value: QuestionAnswer | undefined;
  onChange: (value: QuestionAnswer) => void;
  error?: string;
}) {
  const { question, value, onChange, error } = props;
  switch (question.Type) {
    case 'info':
      return (
        <Alert color="blue" title={question.Libelle} role="note">
          {question.Texte}
        </Alert>
      );
    case 'yes-no':
    case 'blocking':
      return <YesNo question={question} value={value} onChange={onChange} error={error} />;
    case 'short-text':
      return (
        <TextInput
          label={question.Libelle}
          description={question.Texte}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={MAX_ANSWER_LENGTH}
          error={error}
          withAsterisk
        />
      );
    case 'long-text':
      return (
        <Textarea
          label={question.Libelle}
          description={question.Texte}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={MAX_ANSWER_LENGTH}
          rows={4}
          error={error}
          withAsterisk
        />
      );
    case 'choice':
      return (
        <Radio.Group
          label={question.Libelle}
          description={question.Texte}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(Number(v))}
          error={error}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {question.Choix.map((choice) => (
              <Radio key={choice.Id} value={String(choice.Id)} label={choice.Libelle} />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}

/**
 * The additional questions of a section (spec §5): every one but `info` needs an answer; a
 * blocking question (or a confirmation) answered no stops the entry, said at once, and the
 * section cannot be ticked until the answer changes.
 */
export function QuestionsModal(props: {
  section: FestivalSection;
  filmTitle: string;
  onConfirm: (answers: Answers) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('submissions');
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const questions = [...props.section.questions].sort((a, b) => a.Ordre - b.Ordre || a.Id - b.Id);
  const problems = new Map(questions.map((q) => [q.Id, answerProblem(q, answers[q.Id])]));
  const refused = questions.some((q) => problems.get(q.Id) === 'refused');
  const errorOf = (q: Question) => {
    const problem = problems.get(q.Id);
    if (problem === 'refused') return t('panel.questions.refused');
    if (problem === 'unanswered' && tried) return t('panel.questions.required');
    return undefined;
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('panel.close') }}
      opened
      onClose={props.onCancel}
      title={t('panel.questions.title', { section: props.section.Libelle })}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if ([...problems.values()].every((p) => p === undefined)) props.onConfirm(answers);
        }}
        noValidate
      >
        <Stack gap="md">
          <Text c="dimmed">{t('panel.questions.intro', { film: props.filmTitle })}</Text>
          {questions.map((question) => (
            <QuestionField
              key={question.Id}
              question={question}
              value={answers[question.Id]}
              onChange={(value) => setAnswers((old) => ({ ...old, [question.Id]: value }))}
              error={errorOf(question)}
            />
          ))}
          {refused && (
            <Alert color="red" role="alert">
              {t('panel.questions.blocked')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('panel.cancel')}
            </Button>
            <Button type="submit" disabled={refused}>
              {t('panel.questions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
