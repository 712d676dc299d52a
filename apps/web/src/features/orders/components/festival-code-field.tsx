import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { BasketSubmission } from '@shortlist/domain/orders/api-contracts';
import { FESTIVAL_CODE_MAX } from '@shortlist/domain/orders/festival-codes';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useApplyFestivalCode } from '../api/apply-festival-code.ts';
import { useRemoveFestivalCode } from '../api/remove-festival-code.ts';
import { type FestivalCodeForm, ZFestivalCodeForm } from '../schemas.ts';

/**
 * A festival's discount code on one basket entry (issue 33): a code field with Apply, or the code
 * applied with what it takes off the entry fee and Remove. A refusal (unknown, expired, used up,
 * another section, not handed to you) is said under the field in the server's words; removing is
 * undone by applying again, so it asks no confirmation.
 */
export function FestivalCodeField({ accountId, entry }: { accountId: number; entry: BasketSubmission }) {
  const { t } = useTranslation('orders');
  const rule = useRuleMessage();
  const apply = useApplyFestivalCode(accountId);
  const remove = useRemoveFestivalCode(accountId);
  const form = useForm<FestivalCodeForm>({
    resolver: zodResolver(ZFestivalCodeForm),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    apply.mutate(
      { IdInscription: entry.IdInscription, code: values.code },
      { onSuccess: () => form.reset({ code: '' }) },
    ),
  );
  const code = entry.festivalCode;

  if (code) {
    return (
      <Stack gap={4} data-testid="festival-code">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {code.kind === 'free'
              ? t('festivalCode.appliedFree', { code: code.code })
              : t('festivalCode.appliedPercent', { code: code.code, percent: code.percent })}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => remove.mutate(entry.IdInscription)}
            aria-label={t('festivalCode.removeLabel', { code: code.code, film: entry.filmTitle })}
          >
            {t('festivalCode.remove')}
          </Button>
        </Group>
        {code.problem && (
          <Alert color="yellow" role="alert" p="xs">
            {t(`errors:codes.${code.problem}`)} {t('festivalCode.removeToPay')}
          </Alert>
        )}
        {remove.error && (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(remove.error, t)}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('festivalCode.formLabel', { film: entry.filmTitle })}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          label={t('festivalCode.label')}
          autoComplete="off"
          maxLength={FESTIVAL_CODE_MAX}
          error={
            rule(form.formState.errors.code?.message) ??
            (apply.error ? errorMessage(apply.error, t) : undefined)
          }
          {...form.register('code', { onChange: () => apply.reset() })}
        />
        <Button
          type="submit"
          size="sm"
          variant="default"
          mt={25}
          loading={apply.isPending}
          aria-label={t('festivalCode.applyLabel', { film: entry.filmTitle })}
        >
          {t('festivalCode.apply')}
        </Button>
      </Group>
    </form>
  );
}
