import { Alert, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type CallDetail, ZCallRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import { WATCH_GUARANTEE_MAX } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { RE_ENTRY_RULES, type ReEntryRule } from '@shortlist/domain/submissions/submission-status';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSaveCall } from '../api/save-call.ts';

/** The call's own fields: edition, invitation only, re-entry rule and guaranteed watch. */
export function CallFields({ IdFestival, call }: { IdFestival: number; call: CallDetail }) {
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
