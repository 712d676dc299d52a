import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ZDecisionNoteRequest } from '@shortlist/domain/festival-space/decision-contracts';
import {
  DECISION_NOTE_MAX,
  DECISION_REASONS,
  type DecisionReason,
} from '@shortlist/domain/festival-space/decision-reasons';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSaveDecisionNote } from '../api/save-decision-note.ts';
import { SaveFooter } from './save-footer.tsx';

// The call's body, the note typed as text (an empty note is sent as none).
const ZDecisionNoteForm = ZDecisionNoteRequest.extend({
  MessageDecision: ZDecisionNoteRequest.shape.MessageDecision.unwrap(),
});
type DecisionNoteForm = z.input<typeof ZDecisionNoteForm>;

/**
 * The note and reasons the filmmaker gets with the decision when it is published (issue 31:
 * "rejections come as one form letter"). Saved apart from the status; the filmmaker sees
 * nothing of it until a manager publishes the section.
 */
export function DecisionNoteForm({ entry }: { entry: EntryView }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const save = useSaveDecisionNote(entry.IdInscription);
  const values = { MessageDecision: entry.MessageDecision ?? '', MotifsDecision: entry.MotifsDecision };
  const form = useForm<DecisionNoteForm>({
    resolver: zodResolver(ZDecisionNoteForm),
    defaultValues: values,
    mode: 'onTouched',
  });
  const saved = JSON.stringify(values);
  // A new answer from the server (this save, or another member's) becomes the form's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for the values
  useEffect(() => form.reset(JSON.parse(saved)), [saved]);
  const note = form.watch('MessageDecision') ?? '';

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const text = input.MessageDecision.trim();
      await save.mutateAsync({
        MessageDecision: text === '' ? null : text,
        MotifsDecision: input.MotifsDecision,
      });
      notify.success(t('festivalSpace:note.saved'));
    } catch {
      // Shown above the button.
    }
  });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="decision-note-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="decision-note-title">
            {t('festivalSpace:note.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('festivalSpace:note.lead')}
          </Text>
          <Textarea
            label={t('festivalSpace:note.message')}
            description={t('festivalSpace:note.counter', { count: note.length, max: DECISION_NOTE_MAX })}
            rows={4}
            maxLength={DECISION_NOTE_MAX}
            error={rule(form.formState.errors.MessageDecision?.message, { max: DECISION_NOTE_MAX })}
            {...form.register('MessageDecision')}
          />
          <Controller
            control={form.control}
            name="MotifsDecision"
            render={({ field }) => (
              <Checkbox.Group
                label={t('festivalSpace:note.reasons')}
                value={field.value}
                onChange={(next) =>
                  field.onChange(DECISION_REASONS.filter((reason) => next.includes(reason)))
                }
              >
                <Stack gap={6} mt={6}>
                  {DECISION_REASONS.map((reason: DecisionReason) => (
                    <Checkbox key={reason} value={reason} label={t(`festivalSpace:reasons.${reason}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <SaveFooter error={save.error} pending={save.isPending} label={t('festivalSpace:note.save')} />
        </Stack>
      </form>
    </Paper>
  );
}
