import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { FESTIVAL_CODE_MAX } from '@shortlist/domain/orders/festival-codes';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCreateCode } from '../api/create-code.ts';
import { useInboxPage } from '../api/filter-entries.ts';
import { type CodeForm, toCodeRequest, ZCodeForm } from '../code-form.ts';

/** A new code: its section, free or a percentage, the uses, the last day, typed or generated. */
export function NewCodeForm({ IdFestival }: { IdFestival: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const create = useCreateCode(IdFestival);
  // The festival's sections, from the inbox's counts (every section, entries or not).
  const summary = useInboxPage({ IdFestival, filter: {}, skip: 0, take: 10 });
  const sections = summary.data?.counts.bySection ?? [];
  const form = useForm<CodeForm>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: {
      code: '',
      IdCampagneSection: '',
      kind: 'free',
      percent: '',
      maxUses: '1',
      until: '',
      handedOnly: false,
    },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toCodeRequest(ZCodeForm.parse(values)));
      notify.success(t('festivalSpace:codes.created', { code: created.code }));
      form.reset();
    } catch {
      // Shown above the button.
    }
  });
  return (
    <Paper component="section" withBorder radius="md" p="md" maw={760} aria-labelledby="new-code-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-code-title">
            {t('festivalSpace:codes.formTitle')}
          </Title>
          <NativeSelect
            label={t('festivalSpace:codes.section')}
            required
            error={
              summary.isError
                ? t('festivalSpace:codes.sectionsError')
                : rule(errors.IdCampagneSection?.message)
            }
            data={[
              { value: '', label: t('festivalSpace:codes.chooseSection') },
              ...sections.map((s) => ({ value: String(s.IdCampagneSection), label: s.sectionLabel })),
            ]}
            {...form.register('IdCampagneSection')}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('festivalSpace:codes.kind')}
                value={field.value}
                onChange={field.onChange}
              >
                <Group gap="md" mt={6}>
                  <Radio value="free" label={t('festivalSpace:codes.kinds.free')} />
                  <Radio value="percent" label={t('festivalSpace:codes.kinds.percent')} />
                </Group>
              </Radio.Group>
            )}
          />
          <Group align="flex-start" gap="sm" wrap="wrap">
            {kind === 'percent' && (
              <TextInput
                label={t('festivalSpace:codes.percent')}
                description={t('festivalSpace:codes.percentHint')}
                inputMode="numeric"
                required
                error={rule(errors.percent?.message)}
                style={{ flex: '1 1 10rem' }}
                {...form.register('percent')}
              />
            )}
            <TextInput
              label={t('festivalSpace:codes.maxUses')}
              inputMode="numeric"
              required
              error={rule(errors.maxUses?.message)}
              style={{ flex: '1 1 10rem' }}
              {...form.register('maxUses')}
            />
            <TextInput
              type="date"
              label={t('festivalSpace:codes.until')}
              description={t('festivalSpace:codes.untilHint')}
              required
              error={rule(errors.until?.message)}
              style={{ flex: '1 1 12rem' }}
              {...form.register('until')}
            />
          </Group>
          <TextInput
            label={t('festivalSpace:codes.code')}
            description={t('festivalSpace:codes.codeHint')}
            maxLength={FESTIVAL_CODE_MAX}
            autoComplete="off"
            error={rule(errors.code?.message, { min: 3, max: FESTIVAL_CODE_MAX })}
            {...form.register('code')}
          />
          <Checkbox
            label={t('festivalSpace:codes.handedOnly')}
            description={t('festivalSpace:codes.handedOnlyHint')}
            {...form.register('handedOnly')}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('festivalSpace:codes.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
