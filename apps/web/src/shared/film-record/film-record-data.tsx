import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { LANGUAGES } from '@shortlist/domain/language-list';
import type { ReactNode } from 'react';
import { useDictionary } from '../dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../i18n/current-route.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { Fact, Facts } from './facts.tsx';
import { formatRunningTime } from './running-time.ts';

type Film = EntryView['film'];

/** Labels of a dictionary's ids, in the page's language; an id the dictionary lacks shows as itself. */
function useLabels(name: string): (ids: readonly number[] | number | null) => string {
  const dictionary = useDictionary(name);
  const labels = new Map((dictionary.data ?? []).map((item) => [item.Id, item.Libelle]));
  return (ids) => {
    if (ids === null) return '';
    const list = typeof ids === 'number' ? [ids] : ids;
    return list.map((id) => labels.get(id) ?? String(id)).join(', ');
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function href(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/**
 * The film's record, read-only, as a festival sees it (issue 31): titles, synopses, production,
 * technical data, career. The festival's entry view shows it, and the filmmaker's preview tab
 * (issue 32), so both read the same.
 */
export function FilmRecordData({ film }: { film: Film }) {
  const { t } = useTranslation(['festivalSpace', 'films']);
  const language = useLanguage();
  const pays = useLabels('pays');
  const langue = useLabels('langue');
  const genre = useLabels('genre');
  const categorie = useLabels('categorie');
  const thematique = useLabels('thematique');
  const procede = useLabels('procede');
  const ratio = useLabels('ratio');
  const son = useLabels('son');
  const framerate = useLabels('framerate');
  const priseVue = useLabels('prise-vue');
  const captation = useLabels('support-captation');
  const projection = useLabels('support-proj');
  const animation = useLabels('tech-animation');
  const software = useLabels('logiciel');
  const yes = (value: boolean) => (value ? t('festivalSpace:film.yes') : null);
  const month = (value: number | null, year: number | null) => {
    if (year === null) return null;
    if (value === null) return String(year);
    return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, value - 1, 15)));
  };
  return (
    <Stack gap="lg">
      <Section id="film-titles" title={t('festivalSpace:film.titles')}>
        <Facts>
          <Fact term={t('films:fields.TitreOriginal')}>{film.TitreOriginal}</Fact>
          <Fact term={t('festivalSpace:film.internationalTitle')}>{film.TitreInternationnal}</Fact>
          <Fact term={t('films:fields.TitreLatin')}>{film.TitreLatin}</Fact>
          {film.titres.map((title) => (
            <Fact
              key={title.IdLangue}
              term={t('festivalSpace:film.titleIn', { language: langue(title.IdLangue) })}
            >
              {title.Titre}
            </Fact>
          ))}
        </Facts>
      </Section>
      <Section id="film-synopses" title={t('festivalSpace:film.synopses')}>
        {film.resumeEn || film.resumes.length > 0 || film.synopses.length > 0 ? (
          <Facts>
            <Fact term={t('films:fields.resumeEn')}>{film.resumeEn}</Fact>
            {film.resumes.map((resume) => (
              <Fact
                key={`r${resume.IdLangue}`}
                term={t('festivalSpace:film.summaryIn', { language: langue(resume.IdLangue) })}
              >
                {resume.Resume}
              </Fact>
            ))}
            {film.synopses.map((synopsis) => (
              <Fact
                key={`s${synopsis.IdLangue}`}
                term={t('festivalSpace:film.synopsisIn', { language: langue(synopsis.IdLangue) })}
              >
                {synopsis.Synopsis}
              </Fact>
            ))}
          </Facts>
        ) : (
          <Text c="dimmed">{t('festivalSpace:film.noSynopsis')}</Text>
        )}
      </Section>
      <Section id="film-production" title={t('festivalSpace:film.production')}>
        <Facts>
          <Fact term={t('festivalSpace:film.produced')}>{month(film.MoisProd, film.AnneeProd)}</Fact>
          <Fact term={t('festivalSpace:film.runningTime')}>
            {film.Duree === null ? null : formatRunningTime(film.Duree)}
          </Fact>
          <Fact term={t('films:fields.idPaysProdPrincipal')}>{pays(film.idPaysProdPrincipal)}</Fact>
          <Fact term={t('films:fields.idsPaysCoProd')}>{pays(film.idsPaysCoProd)}</Fact>
          <Fact term={t('films:fields.idsPaysTournage')}>{pays(film.idsPaysTournage)}</Fact>
          <Fact term={t('films:fields.idsCategorie')}>{categorie(film.idsCategorie)}</Fact>
          <Fact term={t('festivalSpace:film.genres')}>{genre(film.idsGenre)}</Fact>
          <Fact term={t('films:fields.idsThematique')}>{thematique(film.idsThematique)}</Fact>
          <Fact term={t('films:fields.idsLangueDialogue')}>{langue(film.idsLangueDialogue)}</Fact>
          <Fact term={t('films:fields.IsSansDialogue')}>{yes(film.IsSansDialogue)}</Fact>
          <Fact term={t('films:fields.IsSilencieux')}>{yes(film.IsSilencieux)}</Fact>
          <Fact term={t('films:public.signLanguage')}>{yes(film.IsLangueSigne)}</Fact>
          <Fact term={t('films:public.firstFilm')}>{yes(film.IsPremierFilm)}</Fact>
          <Fact term={t('films:public.schoolFilm')}>
            {film.IsFilmEcole ? (film.NomEcole ?? t('festivalSpace:film.yes')) : null}
          </Fact>
          <Fact term={t('films:fields.IsScriptOriginal')}>{yes(film.IsScriptOriginal)}</Fact>
          <Fact term={t('films:fields.IsMusiqueOriginale')}>{yes(film.IsMusiqueOriginale)}</Fact>
          <Fact term={t('films:fields.IsLibreDroits')}>{yes(film.IsLibreDroits)}</Fact>
          <Fact term={t('films:fields.IsDroitsMusiqueAcquis')}>{yes(film.IsDroitsMusiqueAcquis)}</Fact>
          <Fact term={t('films:public.website')}>
            {film.UrlSite && (
              <Anchor href={href(film.UrlSite)} target="_blank" rel="noopener nofollow">
                {film.UrlSite}
              </Anchor>
            )}
          </Fact>
          <Fact term={t('festivalSpace:film.onlineVideo')}>
            {film.UrlVideo && (
              <Anchor href={href(film.UrlVideo)} target="_blank" rel="noopener nofollow">
                {film.UrlVideo}
              </Anchor>
            )}
          </Fact>
        </Facts>
      </Section>
      <Section id="film-technical" title={t('festivalSpace:film.technical')}>
        <Facts>
          <Fact term={t('films:fields.IdProcede')}>{procede(film.IdProcede)}</Fact>
          <Fact term={t('films:fields.IdRatio')}>{ratio(film.IdRatio)}</Fact>
          <Fact term={t('films:fields.IdSon')}>{son(film.IdSon)}</Fact>
          <Fact term={t('films:fields.IdFramerate')}>{framerate(film.IdFramerate)}</Fact>
          <Fact term={t('films:fields.IdPriseVue')}>{priseVue(film.IdPriseVue)}</Fact>
          <Fact term={t('films:fields.idsSupportCaptation')}>{captation(film.idsSupportCaptation)}</Fact>
          <Fact term={t('films:fields.idsSupportProj')}>{projection(film.idsSupportProj)}</Fact>
          <Fact term={t('films:fields.idsTechAnimation')}>{animation(film.idsTechAnimation)}</Fact>
          <Fact term={t('films:fields.logiciels')}>{software(film.logiciels)}</Fact>
        </Facts>
      </Section>
      {(film.participations.length > 0 || film.diffusions.length > 0) && (
        <Section id="film-career" title={t('festivalSpace:film.career')}>
          <Facts>
            {film.participations.map((p) => (
              <Fact key={`p${p.Id}`} term={`${p.NomFestival} (${p.Annee})`}>
                {[pays(p.IdPays), p.Distinction].filter(Boolean).join(', ')}
              </Fact>
            ))}
            {film.diffusions.map((d) => (
              <Fact key={`d${d.Id}`} term={`${t(`films:career.sources.${d.Source}`)} (${d.Annee})`}>
                {[d.Nom, pays(d.IdPays)].filter(Boolean).join(', ')}
              </Fact>
            ))}
          </Facts>
        </Section>
      )}
    </Stack>
  );
}
