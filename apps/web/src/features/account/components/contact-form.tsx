import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Contact } from '@shortlist/domain/accounts/api-contracts';
import { CONTACT_EMAIL_MAX, TELEPHONE_MAX, URL_MAX } from '@shortlist/domain/accounts/contact-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useAccountRecord } from '../api/get-account-record.ts';
import { saveAccountRecord } from '../api/save-account-record.ts';
import { type ContactForm as ContactValues, splitPhone, ZContactForm } from '../schemas.ts';
import { FormActions } from './form-actions.tsx';
import { SectionCard } from './section-card.tsx';
import { useEditForm } from './use-edit-form.ts';

const digits = (prefix: string) => prefix.replace(/\D/g, '');

const EMPTY: ContactValues = {
  PhonePrefix: '',
  PhoneNumber: '',
  Email: '',
  SiteWeb: '',
  UrlLinkedin: '',
  UrlInstagram: '',
  UrlFacebook: '',
  UrlTwitter: '',
};

function toForm(contact: Contact | undefined, id: number | null): ContactValues | undefined {
  if (!contact) return id ? undefined : EMPTY;
  const phone = splitPhone(contact.Telephone);
  return {
    PhonePrefix: phone.prefix,
    PhoneNumber: phone.number,
    Email: contact.Email ?? '',
    SiteWeb: contact.SiteWeb ?? '',
    UrlLinkedin: contact.UrlLinkedin ?? '',
    UrlInstagram: contact.UrlInstagram ?? '',
    UrlFacebook: contact.UrlFacebook ?? '',
    UrlTwitter: contact.UrlTwitter ?? '',
  };
}

/** Contact details (spec §5): phone with the country prefix, email, website and social addresses. */
export function ContactForm({ id }: { id: number | null }) {
  const { t } = useTranslation('account');
  const rule = useRuleMessage();
  const queryClient = useQueryClient();
  const contact = useAccountRecord('coordonnees', id);
  const countries = useDictionary('pays');
  const { form, onSubmit, cancel } = useEditForm({
    schema: ZContactForm,
    values: toForm(contact.data, id),
    save: (body) => saveAccountRecord({ queryClient, name: 'coordonnees', id, body }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const prefixes = new Map<string, string>();
  for (const country of countries.data ?? []) {
    const prefix = digits(country.PrefixeTelephone ?? '');
    if (prefix && !prefixes.has(prefix)) prefixes.set(prefix, `${country.Libelle} (+${prefix})`);
  }
  const prefixOptions = [...prefixes].map(([value, label]) => ({ value, label }));
  prefixOptions.sort((a, b) => a.label.localeCompare(b.label));

  return (
    <SectionCard title={t('contact.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('contact.phonePrefix')}
              data={[{ value: '', label: t('person.choose') }, ...prefixOptions]}
              {...form.register('PhonePrefix')}
              value={form.watch('PhonePrefix') ?? ''}
            />
            <TextInput
              label={t('contact.phone')}
              type="tel"
              autoComplete="tel-national"
              maxLength={TELEPHONE_MAX}
              error={rule(errors.PhoneNumber?.message, { max: TELEPHONE_MAX })}
              {...form.register('PhoneNumber')}
            />
          </SimpleGrid>
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_EMAIL_MAX}
            error={rule(errors.Email?.message, { max: CONTACT_EMAIL_MAX })}
            {...form.register('Email')}
          />
          <TextInput
            label={t('contact.website')}
            maxLength={URL_MAX}
            error={rule(errors.SiteWeb?.message, { max: URL_MAX })}
            {...form.register('SiteWeb')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('contact.linkedin')}
              maxLength={URL_MAX}
              error={rule(errors.UrlLinkedin?.message, { max: URL_MAX })}
              {...form.register('UrlLinkedin')}
            />
            <TextInput
              label={t('contact.instagram')}
              maxLength={URL_MAX}
              error={rule(errors.UrlInstagram?.message, { max: URL_MAX })}
              {...form.register('UrlInstagram')}
            />
            <TextInput
              label={t('contact.facebook')}
              maxLength={URL_MAX}
              error={rule(errors.UrlFacebook?.message, { max: URL_MAX })}
              {...form.register('UrlFacebook')}
            />
            <TextInput
              label={t('contact.twitter')}
              maxLength={URL_MAX}
              error={rule(errors.UrlTwitter?.message, { max: URL_MAX })}
              {...form.register('UrlTwitter')}
            />
          </SimpleGrid>
          <FormActions saving={isSubmitting} dirty={isDirty} onCancel={cancel} />
        </Stack>
      </form>
    </SectionCard>
  );
}
