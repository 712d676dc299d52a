// Demo competition sections and additional questions, in en, fr and es.
import type { QuestionType } from '@shortlist/domain/festival-campaign';
import type { Translated } from '../label-book.ts';

export type SectionKind =
  | 'international'
  | 'national'
  | 'animation'
  | 'documentary'
  | 'school'
  | 'experimental'
  | 'music-video'
  | 'first-film'
  | 'children'
  | 'queer'
  | 'environment'
  | 'very-short'
  | 'fantastic';

export const SECTIONS: Record<SectionKind, { name: Translated; text: Translated }> = {
  international: {
    name: {
      en: 'International competition',
      fr: 'Compétition internationale',
      es: 'Competición internacional',
    },
    text: {
      en: 'Fiction, animation and documentary shorts from all over the world.',
      fr: 'Fictions, animations et documentaires courts du monde entier.',
      es: 'Cortos de ficción, animación y documental de todo el mundo.',
    },
  },
  national: {
    name: { en: 'National competition', fr: 'Compétition nationale', es: 'Competición nacional' },
    text: {
      en: 'Short films mainly produced in {country}.',
      fr: 'Courts métrages produits principalement en {country}.',
      es: 'Cortometrajes producidos principalmente en {country}.',
    },
  },
  animation: {
    name: { en: 'Animation competition', fr: 'Compétition animation', es: 'Competición de animación' },
    text: {
      en: 'Every animation technique is welcome.',
      fr: 'Toutes les techniques d’animation sont les bienvenues.',
      es: 'Todas las técnicas de animación son bienvenidas.',
    },
  },
  documentary: {
    name: { en: 'Documentary shorts', fr: 'Documentaires courts', es: 'Cortos documentales' },
    text: {
      en: 'Creative documentaries.',
      fr: 'Documentaires de création.',
      es: 'Documentales de creación.',
    },
  },
  school: {
    name: { en: 'Film school competition', fr: 'Compétition films d’école', es: 'Competición de escuelas' },
    text: {
      en: 'Films made within a film school or university.',
      fr: 'Films réalisés dans une école de cinéma ou une université.',
      es: 'Películas realizadas en una escuela de cine o universidad.',
    },
  },
  experimental: {
    name: { en: 'Experimental frames', fr: 'Images expérimentales', es: 'Imágenes experimentales' },
    text: {
      en: 'Films that push the form.',
      fr: 'Des films qui bousculent la forme.',
      es: 'Películas que empujan la forma.',
    },
  },
  'music-video': {
    name: { en: 'Music videos', fr: 'Clips', es: 'Videoclips' },
    text: {
      en: 'Music videos released recently.',
      fr: 'Clips sortis récemment.',
      es: 'Videoclips estrenados recientemente.',
    },
  },
  'first-film': {
    name: { en: 'First films', fr: 'Premiers films', es: 'Óperas primas' },
    text: {
      en: 'Reserved for a director’s first short film.',
      fr: 'Réservée au premier court métrage d’un·e cinéaste.',
      es: 'Reservada al primer cortometraje de un cineasta.',
    },
  },
  children: {
    name: { en: 'Young audiences', fr: 'Jeune public', es: 'Público joven' },
    text: {
      en: 'Films for children aged 6 to 12.',
      fr: 'Films pour les enfants de 6 à 12 ans.',
      es: 'Películas para niños de 6 a 12 años.',
    },
  },
  queer: {
    name: { en: 'Queer shorts', fr: 'Courts queer', es: 'Cortos queer' },
    text: { en: 'LGBTQIA+ stories.', fr: 'Histoires LGBTQIA+.', es: 'Historias LGBTQIA+.' },
  },
  environment: {
    name: { en: 'Planet in focus', fr: 'Planète en vue', es: 'Planeta en foco' },
    text: {
      en: 'Films about climate, nature and the oceans.',
      fr: 'Films sur le climat, la nature et les océans.',
      es: 'Películas sobre el clima, la naturaleza y los océanos.',
    },
  },
  'very-short': {
    name: { en: 'Very short films', fr: 'Très courts', es: 'Muy cortos' },
    text: { en: 'Three minutes or less.', fr: 'Trois minutes maximum.', es: 'Tres minutos como máximo.' },
  },
  fantastic: {
    name: { en: 'Fantastic night', fr: 'Nuit fantastique', es: 'Noche fantástica' },
    text: {
      en: 'Horror, fantasy and science fiction.',
      fr: 'Horreur, fantastique et science-fiction.',
      es: 'Terror, fantasía y ciencia ficción.',
    },
  },
};

export type QuestionTemplate = {
  type: QuestionType;
  label: Translated;
  text?: Translated;
  demandeCheck?: boolean;
  choices?: Translated[];
};

export const QUESTIONS: QuestionTemplate[] = [
  {
    type: 'yes-no',
    label: {
      en: 'Has the film been shown online publicly?',
      fr: 'Le film a-t-il été diffusé publiquement en ligne ?',
      es: '¿Se ha difundido la película públicamente en internet?',
    },
  },
  {
    type: 'short-text',
    label: {
      en: 'How did you hear about the festival?',
      fr: 'Comment avez-vous connu le festival ?',
      es: '¿Cómo conociste el festival?',
    },
  },
  {
    type: 'long-text',
    label: { en: 'Director’s note', fr: 'Note d’intention', es: 'Nota del director' },
    text: {
      en: 'Tell us in a few lines why you made this film.',
      fr: 'Dites-nous en quelques lignes pourquoi vous avez fait ce film.',
      es: 'Cuéntanos en pocas líneas por qué hiciste esta película.',
    },
  },
  {
    type: 'choice',
    label: {
      en: 'Which screening copy can you provide?',
      fr: 'Quelle copie de projection pouvez-vous fournir ?',
      es: '¿Qué copia de proyección puedes entregar?',
    },
    choices: [
      { en: 'DCP', fr: 'DCP', es: 'DCP' },
      { en: 'ProRes file', fr: 'Fichier ProRes', es: 'Archivo ProRes' },
      { en: 'H.264 file', fr: 'Fichier H.264', es: 'Archivo H.264' },
    ],
  },
  {
    type: 'info',
    label: { en: 'Screening copies', fr: 'Copies de projection', es: 'Copias de proyección' },
    text: {
      en: 'Selected films must send a screening copy within three weeks of the announcement.',
      fr: 'Les films sélectionnés devront envoyer une copie de projection dans les trois semaines suivant l’annonce.',
      es: 'Las películas seleccionadas deberán enviar una copia de proyección en las tres semanas siguientes al anuncio.',
    },
  },
  {
    type: 'blocking',
    demandeCheck: true,
    label: {
      en: 'I confirm the film has never been broadcast on television.',
      fr: 'Je confirme que le film n’a jamais été diffusé à la télévision.',
      es: 'Confirmo que la película nunca se ha emitido en televisión.',
    },
  },
  {
    type: 'blocking',
    demandeCheck: true,
    label: {
      en: 'I hold the rights to submit this film.',
      fr: 'Je détiens les droits pour inscrire ce film.',
      es: 'Tengo los derechos para inscribir esta película.',
    },
  },
  {
    type: 'yes-no',
    label: {
      en: 'Can the director attend the festival?',
      fr: 'Le ou la cinéaste peut-il ou elle venir au festival ?',
      es: '¿Puede el director asistir al festival?',
    },
  },
];
