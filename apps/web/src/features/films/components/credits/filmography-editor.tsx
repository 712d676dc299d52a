import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FILM_TEXT_LIMITS } from '@shortlist/domain/films/film-values';
import { zFilmographyRequest } from '@shortlist/domain/people/biography-filmography-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { useFilmography } from '../../api/list-filmography.ts';
import { addFilmography, deleteFilmography } from '../../api/save-filmography.ts';
import { formatDuration } from '../../format.ts';
import { useFilmError, useFilmRuleMessage } from '../use-film-messages.ts';

const EMPTY = { TitreFilm: '', Annee: '', minutes: '', Distinction: '' };
const request = zFilmographyRequest(() => new Date());

/**
 * A person's filmography (spec §3; §5 "title, year, duration, distinction required"): the films
 * newest first, one added at a time (checked by the domain's rule before sending), deleted.
 */
export function FilmographyEditor({ IdPersonne }: { IdPersonne: number }) {
  const { t } = useTranslation('films');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const rule = useFilmRuleMessage();
  const lines = useFilmography(IdPersonne);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });

  const add = async () => {
    const body = {
      IdPersonne,
      TitreFilm: draft.TitreFilm,
      Annee: Number(draft.Annee),
      Duree: Math.round(Number(draft.minutes) * 60),
      Distinction: draft.Distinction,
    };
    const checked = request.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await addFilmography(queryClient, body);
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
      await deleteFilmography(queryClient, IdPersonne, Id);
      notify.success(t('people.filmographyDeleted'));
    } catch (error) {
      notify.error(filmError(error, t('media.deleteFailed')));
    }
  };

  return (
    <Fieldset legend={t('people.filmography')}>
      <Stack gap="sm">
        {(lines.data ?? []).length > 0 && (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(lines.data ?? []).map((line) => (
              <Group component="li" key={line.Id} justify="space-between" gap="xs" data-testid="filmography">
                <Text size="sm">
                  {line.TitreFilm} ({line.Annee}, {formatDuration(line.Duree, language)}) · {line.Distinction}
                </Text>
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  onClick={() => remove(line.Id)}
                  aria-label={t('media.deleteNamed', { name: line.TitreFilm })}
                >
                  {t('media.delete')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('people.filmTitle')}
            maxLength={FILM_TEXT_LIMITS.filmographyTitle}
            value={draft.TitreFilm}
            onChange={set('TitreFilm')}
            error={rule(errors.TitreFilm, { max: FILM_TEXT_LIMITS.filmographyTitle })}
          />
          <TextInput
            label={t('people.distinction')}
            description={t('people.distinctionHelp')}
            maxLength={FILM_TEXT_LIMITS.distinction}
            value={draft.Distinction}
            onChange={set('Distinction')}
            error={rule(errors.Distinction, { max: FILM_TEXT_LIMITS.distinction })}
          />
          <TextInput
            label={t('people.year')}
            inputMode="numeric"
            value={draft.Annee}
            onChange={set('Annee')}
            error={rule(errors.Annee)}
          />
          <TextInput
            label={t('people.minutes')}
            inputMode="decimal"
            value={draft.minutes}
            onChange={set('minutes')}
            error={rule(errors.Duree)}
          />
        </SimpleGrid>
        <Group>
          <Button size="compact-md" onClick={add} loading={busy}>
            {t('people.addFilm')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
