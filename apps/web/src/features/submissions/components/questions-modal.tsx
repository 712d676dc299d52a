import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { answerProblem } from '@shortlist/domain/submissions/question-checks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { type Question, QuestionField } from '../../../shared/ui/question-field.tsx';

export type Answers = Record<number, QuestionAnswer>;

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
    // A blocking question's explanation is the reason the entry stops (its festival wrote it so).
    if (problem === 'refused') return (q.Type === 'blocking' && q.Texte) || t('panel.questions.refused');
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
