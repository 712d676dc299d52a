import { Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { FILM_TEXT_LIMITS } from '@shortlist/domain/films/film-values';
import { ZBiographyRequest } from '@shortlist/domain/people/biography-filmography-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDictionary } from '../../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { useBiographies } from '../../api/list-biographies.ts';
import { deleteBiography, saveBiography } from '../../api/save-biography.ts';
import { choicesOf } from '../dictionary-fields.tsx';
import { useFilmError, useFilmRuleMessage } from '../use-film-messages.ts';

type Draft = { Id: number | null; IdLangue: string; Biographie: string };
const EMPTY: Draft = { Id: null, IdLangue: '', Biographie: '' };

/**
 * A person's biographies, one per language (spec §3, §5 "language and text"): listed, one edited
 * at a time (saved only when changed, checked by the domain's rule first), deleted.
 */
export function BiographiesEditor({ IdPersonne }: { IdPersonne: number }) {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const rule = useFilmRuleMessage();
  const biographies = useBiographies(IdPersonne);
  const languages = useDictionary('langue');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const language = (id: number) => languages.data?.find((l) => l.Id === id)?.Libelle ?? String(id);
  const original = biographies.data?.find((b) => b.Id === draft.Id);
  const changed =
    !original || original.Biographie !== draft.Biographie || String(original.IdLangue) !== draft.IdLangue;

  const save = async () => {
    if (draft.Id !== null && !changed) return setDraft(EMPTY);
    const body = { IdPersonne, IdLangue: Number(draft.IdLangue), Biographie: draft.Biographie };
    const checked = ZBiographyRequest.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await saveBiography(queryClient, draft.Id, body);
      notify.success(t('form.saved'));
      setDraft(EMPTY);
    } catch (error) {
      notify.error(filmError(error, t('form.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (Id: number) => {
    try {
      await deleteBiography(queryClient, IdPersonne, Id);
      notify.success(t('people.biographyDeleted'));
    } catch (error) {
      notify.error(filmError(error, t('media.deleteFailed')));
    }
  };

  return (
    <Fieldset legend={t('people.biographies')}>
      <Stack gap="sm">
        {(biographies.data ?? []).map((biography) => (
          <Stack key={biography.Id} gap={4} data-testid="biography">
            <Text size="sm" fw={600}>
              {language(biography.IdLangue)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {biography.Biographie}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() =>
                  setDraft({
                    Id: biography.Id,
                    IdLangue: String(biography.IdLangue),
                    Biographie: biography.Biographie,
                  })
                }
              >
                {t('credits.edit')}
              </Button>
              <Button size="compact-sm" variant="outline" color="red.9" onClick={() => remove(biography.Id)}>
                {t('media.delete')}
              </Button>
            </Group>
          </Stack>
        ))}
        <NativeSelect
          label={t('people.language')}
          value={draft.IdLangue}
          onChange={(event) => setDraft({ ...draft, IdLangue: event.currentTarget.value })}
          data={[{ value: '', label: t('form.choose') }, ...choicesOf(languages.data)]}
          error={rule(errors.IdLangue)}
        />
        <Textarea
          label={t('people.biography')}
          rows={4}
          maxLength={FILM_TEXT_LIMITS.biography}
          value={draft.Biographie}
          onChange={(event) => setDraft({ ...draft, Biographie: event.currentTarget.value })}
          error={rule(errors.Biographie, { max: FILM_TEXT_LIMITS.biography })}
        />
        <Group gap="xs">
          <Button size="compact-md" onClick={save} loading={busy}>
            {draft.Id === null ? t('people.addBiography') : t('form.save')}
          </Button>
          {draft.Id !== null && (
            <Button size="compact-md" variant="default" onClick={() => setDraft(EMPTY)}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
