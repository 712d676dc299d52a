import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSectionQuestions } from '../api/section-questions.ts';
import type { AnswerQuery } from '../inbox-query.ts';

/** Spec §9: inputs wait 300 ms after the last key. */
const TYPING_MS = 300;

/**
 * Filters on the answers to a section's additional questions (issue 31), offered once one
 * section is chosen: yes or no, one of the choices, or words the answer contains. Questions that
 * take no answer (information, blocking) are left out.
 */
export function AnswerFilters(props: {
  IdCampagneSection: number;
  answers: AnswerQuery[];
  onChange: (answers: AnswerQuery[]) => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const questions = useSectionQuestions(props.IdCampagneSection);
  const asked = (questions.data ?? []).filter((q) => q.Type !== 'info' && q.Type !== 'blocking');
  const current = (id: number) => props.answers.find((a) => a.IdCritereAdditionnel === id)?.value;
  const set = (id: number, value: AnswerQuery['value'] | null) => {
    const others = props.answers.filter((a) => a.IdCritereAdditionnel !== id);
    props.onChange(value === null ? others : [...others, { IdCritereAdditionnel: id, value }]);
  };
  if (questions.isPending) return null;
  if (questions.isError || asked.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.noQuestions')}
      </Text>
    );
  }
  return (
    <fieldset className="workspace-fieldset">
      <legend>{t('inbox.answers')}</legend>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {asked.map((question) => {
          const value = current(question.Id);
          if (question.Type === 'yes-no') {
            return (
              <NativeSelect
                key={question.Id}
                label={question.Libelle}
                value={value === true ? '1' : value === false ? '0' : ''}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  set(question.Id, choice === '' ? null : choice === '1');
                }}
                data={[
                  { value: '', label: t('inbox.anyAnswer') },
                  { value: '1', label: t('inbox.yes') },
                  { value: '0', label: t('inbox.no') },
                ]}
              />
            );
          }
          if (question.Type === 'choice') {
            return (
              <NativeSelect
                key={question.Id}
                label={question.Libelle}
                value={typeof value === 'number' ? String(value) : ''}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  set(question.Id, choice === '' ? null : Number(choice));
                }}
                data={[
                  { value: '', label: t('inbox.anyAnswer') },
                  ...question.Choix.map((c) => ({ value: String(c.Id), label: c.Libelle })),
                ]}
              />
            );
          }
          return (
            <TextAnswer
              key={question.Id}
              label={question.Libelle}
              value={typeof value === 'string' ? value : ''}
              onChange={(text) => set(question.Id, text.trim() === '' ? null : text.trim())}
            />
          );
        })}
      </SimpleGrid>
    </fieldset>
  );
}

/** A text answer's words, sent once the member stops typing. */
function TextAnswer(props: { label: string; value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('festivalSpace');
  const [text, setText] = useState(props.value);
  const send = useDebouncedCallback(props.onChange, TYPING_MS);
  return (
    <TextInput
      label={props.label}
      description={t('inbox.answerContains')}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}
