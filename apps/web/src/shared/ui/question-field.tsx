import { Alert, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { MAX_ANSWER_LENGTH } from '@shortlist/domain/submissions/api-contracts';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { useTranslation } from '../i18n/translation.tsx';

/*
 * One additional question as the filmmaker answers it (spec §5): the submission panel's questions
 * dialog asks it, and the festival's question editor previews it, so both show the same field.
 */

export type Question = FestivalSection['questions'][number];

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
      // A blocking question's explanation is the reason it stops the entry: said on a no (the caller's error).
      description={props.question.Type === 'blocking' ? undefined : props.question.Texte}
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

/** The field of one question, by type: `info` asks nothing and only shows its text. */
export function QuestionField(props: {
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
