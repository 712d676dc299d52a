import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CONTACT_EMAIL_MAX, URL_MAX } from '@shortlist/domain/accounts/contact-rules';
import {
  birthYears,
  NAME_MAX,
  PSEUDO_MAX,
  RAISON_SOCIALE_MAX,
} from '@shortlist/domain/accounts/person-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDictionary } from '../../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useAddressBookContact } from '../../api/get-address-book-contact.ts';
import { saveFilmContact } from '../../api/save-film-contact.ts';
import { contactValues, zContactForm } from '../../contact-schemas.ts';
import { ControlledSelect, choicesOf, DictionaryMultiSelect } from '../dictionary-fields.tsx';
import { DocumentsSection } from '../media/documents-section.tsx';
import { SaveBar } from '../save-bar.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';
import { useFilmForm } from '../use-film-form.ts';
import { useFilmRuleMessage } from '../use-film-messages.ts';
import { BiographiesEditor } from './biographies-editor.tsx';
import { FilmographyEditor } from './filmography-editor.tsx';
import { PersonPhotoEditor } from './person-photo-editor.tsx';

const now = () => new Date();

/**
 * A person credited on the film (spec §3 Contact, §5): their name, functions on this film,
 * structure, address and contact details, saved as one `POST contacts`. `IdContact` null adds a
 * new person to the address book; a person found in the address book keeps their details and
 * gets functions on this film. Edit rules of §4 (useFilmForm); closing with unsaved changes asks.
 */
export function ContactEditor(props: { IdFilm: number; IdContact: number | null; onClose: () => void }) {
  const { t } = useTranslation(['films', 'common']);
  // A new person saved with "Save and add more" stays open as the contact it became.
  const [IdContact, setIdContact] = useState(props.IdContact);
  const contact = useAddressBookContact(IdContact, props.IdFilm);
  const loading = IdContact !== null && !contact.data;
  const title = contact.data?.displayName ?? t('films:credits.newPerson');
  const [asking, setAsking] = useState(false);
  const dirty = useRef(false);
  const requestClose = () => (dirty.current ? setAsking(true) : props.onClose());
  return (
    <Modal
      opened
      onClose={requestClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      {asking ? (
        <Stack gap="md">
          <Alert color="orange">{t('films:unsaved.body')}</Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              {t('films:unsaved.stay')}
            </Button>
            <Button color="red.9" onClick={props.onClose}>
              {t('films:unsaved.leave')}
            </Button>
          </Group>
        </Stack>
      ) : loading ? null : (
        <Stack gap="lg">
          <ContactForm
            key={IdContact ?? 'new'}
            IdFilm={props.IdFilm}
            IdContact={IdContact}
            contact={contact.data}
            onDirty={(value) => {
              dirty.current = value;
            }}
            onDone={props.onClose}
            onSavedToContinue={setIdContact}
          />
          {/* Outside the person form (forms do not nest); each part saves on its own. */}
          {contact.data && (
            <PersonPhotoEditor
              IdPersonne={contact.data.IdPersonne}
              IdFilm={props.IdFilm}
              name={contact.data.displayName}
            />
          )}
          {contact.data && <BiographiesEditor IdPersonne={contact.data.IdPersonne} />}
          {contact.data && <FilmographyEditor IdPersonne={contact.data.IdPersonne} />}
          {contact.data && (
            <DocumentsSection
              IdFilm={props.IdFilm}
              canEdit
              IdPersonne={contact.data.IdPersonne}
              title={t('films:people.documents')}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

function ContactForm(props: {
  IdFilm: number;
  IdContact: number | null;
  contact: Parameters<typeof contactValues>[0];
  onDirty: (dirty: boolean) => void;
  onDone: () => void;
  /** A new person saved to go on with their photo, biography, filmography and documents. */
  onSavedToContinue: (IdContact: number) => void;
}) {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const rule = useFilmRuleMessage();
  const functions = useDictionary('fonction');
  const civilities = useDictionary('civilite');
  const countries = useDictionary('pays');
  const saved = useRef<number | null>(null);
  const ids = { IdContact: props.IdContact, IdFilm: props.IdFilm };
  const editing = useFilmForm({
    schema: zContactForm(ids, now),
    values: contactValues(props.contact),
    save: async (body) => {
      saved.current = await saveFilmContact(queryClient, body);
    },
  });
  const { form } = editing;
  const { errors, isDirty, isSubmitting } = form.formState;
  props.onDirty(isDirty);
  const choose = { value: '', label: t('form.choose') };

  const submit = async (event?: React.BaseSyntheticEvent) => {
    const wasDirty = form.formState.isDirty;
    saved.current = null;
    await editing.onSubmit(event);
    const valid = Object.keys(form.formState.errors).length === 0;
    if (saved.current !== null || (!wasDirty && valid)) props.onDone();
  };
  // A new person has no record yet for a photo or a biography to hang on: saving it first, then
  // staying, makes those parts reachable without closing and reopening the form.
  const saveAndContinue = async () => {
    saved.current = null;
    await editing.onSubmit();
    if (saved.current !== null) props.onSavedToContinue(saved.current);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <Stack gap="md">
        <DictionaryMultiSelect
          control={form.control}
          name="functions"
          label={t('credits.functions')}
          required
          choices={choicesOf(functions.data)}
          error={rule(errors.functions?.message)}
        />
        <Fieldset legend={t('credits.person')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('credits.firstName')}
                required
                maxLength={NAME_MAX}
                error={rule(errors.Prenom?.message, { max: NAME_MAX })}
                {...form.register('Prenom')}
              />
              <TextInput
                label={t('credits.lastName')}
                required
                maxLength={NAME_MAX}
                error={rule(errors.Nom?.message, { max: NAME_MAX })}
                {...form.register('Nom')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <ControlledSelect
                control={form.control}
                name="IdCivilite"
                label={t('credits.civility')}
                choices={choicesOf(civilities.data)}
                error={rule(errors.IdCivilite?.message)}
              />
              <TextInput
                label={t('credits.pseudonym')}
                description={t('credits.pseudonymHelp')}
                maxLength={PSEUDO_MAX}
                error={rule(errors.Pseudo?.message, { max: PSEUDO_MAX })}
                {...form.register('Pseudo')}
              />
              <NativeSelect
                label={t('credits.birthYear')}
                data={[choose, ...birthYears(new Date()).map(String)]}
                error={rule(errors.AnneeNaissance?.message)}
                {...form.register('AnneeNaissance')}
              />
            </SimpleGrid>
            <TextInput
              label={t('credits.company')}
              description={t('credits.companyHelp')}
              maxLength={RAISON_SOCIALE_MAX}
              error={rule(errors.RaisonSociale?.message, { max: RAISON_SOCIALE_MAX })}
              {...form.register('RaisonSociale')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('credits.contactDetails')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="email"
                label={t('credits.email')}
                maxLength={CONTACT_EMAIL_MAX}
                error={rule(errors.Email?.message, { max: CONTACT_EMAIL_MAX })}
                {...form.register('Email')}
              />
              <TextInput
                type="url"
                label={t('credits.website')}
                maxLength={URL_MAX}
                error={rule(errors.SiteWeb?.message, { max: URL_MAX })}
                {...form.register('SiteWeb')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('credits.phonePrefix')}
                inputMode="tel"
                maxLength={5}
                {...form.register('PhonePrefix')}
              />
              <TextInput
                type="tel"
                label={t('credits.phoneNumber')}
                maxLength={20}
                error={rule(errors.PhoneNumber?.message)}
                {...form.register('PhoneNumber')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('credits.address')}>
          <Stack gap="sm">
            <ControlledSelect
              control={form.control}
              name="IdPays"
              label={t('credits.country')}
              choices={choicesOf(countries.data)}
              error={rule(errors.IdPays?.message)}
            />
            <TextInput
              label={t('credits.street')}
              error={rule(errors.Ligne1?.message)}
              {...form.register('Ligne1')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('credits.postcode')}
                error={rule(errors.Cp?.message)}
                {...form.register('Cp')}
              />
              <TextInput
                label={t('credits.city')}
                error={rule(errors.Ville?.message)}
                {...form.register('Ville')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {props.IdContact === null && (
          <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="contact-more">
            <Stack gap="xs" align="flex-start">
              <Title order={3} size="h5" id="contact-more">
                {t('credits.moreTitle')}
              </Title>
              <Text size="sm">{t('credits.moreBody')}</Text>
              <Button variant="light" onClick={saveAndContinue} loading={isSubmitting}>
                {t('credits.saveAndContinue')}
              </Button>
            </Stack>
          </Paper>
        )}
        <SaveBar dirty={isDirty} saving={isSubmitting} onCancel={editing.cancel} />
      </Stack>
    </form>
  );
}
