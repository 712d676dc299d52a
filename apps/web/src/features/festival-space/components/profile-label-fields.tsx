import { Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FESTIVAL_LABEL_TYPE } from '@shortlist/domain/festival-campaign-values';
import { type FestivalProfile, PROFILE_LIMITS } from '@shortlist/domain/festival-space/profile-contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { emptyLabel, type ProfileFormValues } from '../profile-form.ts';

/** The festival's labels (accreditations, award-qualifying status, networks), per routed language. */
export function ProfileLabelFields({
  form,
  profile,
}: {
  form: UseFormReturn<ProfileFormValues>;
  profile: FestivalProfile;
}) {
  const { t } = useTranslation('festivalSpace');
  const rule = useRuleMessage();
  const labels = useFieldArray({ control: form.control, name: 'labels' });
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('profile.labels.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.labels.lead')}
        </Text>
        {labels.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('profile.labels.none')}
          </Text>
        )}
        {labels.fields.map((field, index) => {
          const number = index + 1;
          const labelErrors = errors.labels?.[index];
          return (
            <Fieldset key={field.id} legend={t('profile.labels.item', { number })} variant="filled">
              <Stack gap="sm">
                <NativeSelect
                  label={t('profile.labels.type')}
                  data={FESTIVAL_LABEL_TYPE.map((type) => ({
                    value: type,
                    label: t(`profile.labels.types.${type}`),
                  }))}
                  {...form.register(`labels.${index}.Type`)}
                />
                {profile.languages.map((language) => (
                  <TextInput
                    key={`title-${language}`}
                    label={t('profile.labels.labelTitle', {
                      language: t(`profile.languages.${language}`),
                    })}
                    required={language === 'en'}
                    maxLength={PROFILE_LIMITS.labelTitle}
                    error={rule(labelErrors?.Titre?.[language]?.message, {
                      max: PROFILE_LIMITS.labelTitle,
                    })}
                    {...form.register(`labels.${index}.Titre.${language}`)}
                  />
                ))}
                {profile.languages.map((language) => (
                  <Textarea
                    key={`description-${language}`}
                    label={t('profile.labels.description', {
                      language: t(`profile.languages.${language}`),
                    })}
                    autosize
                    minRows={2}
                    maxLength={PROFILE_LIMITS.labelDescription}
                    error={rule(labelErrors?.Description?.[language]?.message, {
                      max: PROFILE_LIMITS.labelDescription,
                    })}
                    {...form.register(`labels.${index}.Description.${language}`)}
                  />
                ))}
                <Group justify="flex-end">
                  <Button variant="subtle" color="red.9" onClick={() => labels.remove(index)}>
                    {t('profile.labels.remove', { number })}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {labels.fields.length < PROFILE_LIMITS.labels && (
          <Group>
            <Button variant="light" onClick={() => labels.append(emptyLabel())}>
              {t('profile.labels.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
