// Invented wording for the demo catalogue, in en, fr and es ({city}, {name}, {year}, {country}
// are filled in by the generator).
import type { Translated } from '../label-book.ts';

export type Pattern = (city: string) => string;

/** Festival name patterns by the festival's language. */
export const NAME_PATTERNS: Record<string, Pattern[]> = {
  en: [
    (c) => `${c} International Short Film Festival`,
    (c) => `${c} Short Film Days`,
    (c) => `Shorts on the Dock ${c}`,
    (c) => `${c} Independent Shorts`,
    (c) => `Northern Lights Shorts ${c}`,
    (c) => `${c} Animation & Shorts Week`,
  ],
  fr: [
    (c) => `Festival du court métrage de ${c}`,
    (c) => `Rencontres du film court de ${c}`,
    (c) => `Les Courts de ${c}`,
    (c) => `Festival international du film court de ${c}`,
    (c) => `Regards croisés ${c}`,
  ],
  es: [
    (c) => `Festival Internacional de Cortometrajes de ${c}`,
    (c) => `Muestra de Cine Corto de ${c}`,
    (c) => `Cortos en la Plaza ${c}`,
    (c) => `Semana del Corto de ${c}`,
  ],
  it: [
    (c) => `${c} Film Corto Festival`,
    (c) => `Corti in Piazza ${c}`,
    (c) => `Festival Internazionale del Cortometraggio di ${c}`,
  ],
  pt: [(c) => `Festival de Curtas de ${c}`, (c) => `Mostra Internacional de Curtas de ${c}`],
};

export const PRESENTATION_OPENINGS: Translated[] = [
  {
    en: 'Founded in {year}, {name} brings the best new short films to {city} every year.',
    fr: 'Créé en {year}, {name} présente chaque année à {city} le meilleur du court métrage.',
    es: 'Fundado en {year}, {name} lleva cada año a {city} lo mejor del cortometraje.',
  },
  {
    en: 'Since {year}, {name} has been a meeting place for filmmakers and audiences in {city}.',
    fr: 'Depuis {year}, {name} réunit cinéastes et publics à {city}.',
    es: 'Desde {year}, {name} es un punto de encuentro entre cineastas y público en {city}.',
  },
  {
    en: '{name} is a festival of bold, curious short cinema, held in {city} since {year}.',
    fr: '{name} est un festival de cinéma court audacieux et curieux, organisé à {city} depuis {year}.',
    es: '{name} es un festival de cine corto audaz y curioso, celebrado en {city} desde {year}.',
  },
];

export const PRESENTATION_MIDDLES: Translated[] = [
  {
    en: 'Screenings take place in historic cinemas, open-air venues and schools across the region.',
    fr: 'Les projections ont lieu dans des cinémas historiques, en plein air et dans les écoles de la région.',
    es: 'Las proyecciones se celebran en cines históricos, al aire libre y en escuelas de la región.',
  },
  {
    en: 'Each edition welcomes around {count} films, talks with directors and workshops for young people.',
    fr: 'Chaque édition accueille environ {count} films, des rencontres avec les cinéastes et des ateliers jeunesse.',
    es: 'Cada edición acoge unas {count} películas, encuentros con cineastas y talleres para jóvenes.',
  },
  {
    en: 'The festival champions emerging voices, animation and documentary forms.',
    fr: 'Le festival défend les voix émergentes, l’animation et les formes documentaires.',
    es: 'El festival apuesta por las voces emergentes, la animación y las formas documentales.',
  },
];

export const PRESENTATION_ENDINGS: Translated[] = [
  {
    en: 'Selected directors are invited to present their films to the audience.',
    fr: 'Les cinéastes sélectionnés sont invités à présenter leur film au public.',
    es: 'Los cineastas seleccionados son invitados a presentar su película al público.',
  },
  {
    en: 'Prizes are awarded by an international jury and by the audience.',
    fr: 'Les prix sont décernés par un jury international et par le public.',
    es: 'Los premios los otorgan un jurado internacional y el público.',
  },
  {
    en: 'We look forward to discovering your film.',
    fr: 'Nous avons hâte de découvrir votre film.',
    es: 'Estamos deseando descubrir tu película.',
  },
];

export const STREETS: Record<string, string[]> = {
  en: ['12 Harbour Street', '4 Cinema Lane', '27 Market Square', '88 Riverside Road'],
  fr: ['12 rue des Lumières', '4 place du Marché', '27 quai de la Fosse', '8 avenue du Cinéma'],
  es: ['Calle del Cine 12', 'Plaza Mayor 4', 'Avenida de la Luz 27', 'Paseo del Río 8'],
  it: ['Via del Cinema 12', 'Piazza Maggiore 4', 'Corso della Luce 27'],
  pt: ['Rua do Cinema 12', 'Praça da Luz 4', 'Avenida dos Aliados 27'],
};

export const PHOTOGRAPHERS = [
  'Ana Ribeiro',
  'Tom Becker',
  'Léa Marchand',
  'Diego Ortega',
  'Mia Kowalska',
  'Sam Okafor',
];

export const LABELS: {
  type: 'accreditation' | 'qualifying' | 'network';
  title: Translated;
  text: Translated;
}[] = [
  {
    type: 'qualifying',
    title: { en: 'Award-qualifying festival', fr: 'Festival qualifiant', es: 'Festival calificador' },
    text: {
      en: 'The winner of the international competition qualifies for national academy short film awards.',
      fr: 'Le lauréat de la compétition internationale est qualifié pour les prix du court métrage des académies nationales.',
      es: 'El ganador de la competición internacional se clasifica para los premios de cortometraje de las academias nacionales.',
    },
  },
  {
    type: 'network',
    title: {
      en: 'Member of the Short Film Network',
      fr: 'Membre du Réseau du court',
      es: 'Miembro de la Red del Corto',
    },
    text: {
      en: 'An association of independent short film festivals sharing programmes and good practice.',
      fr: 'Une association de festivals indépendants de courts métrages qui partagent programmes et bonnes pratiques.',
      es: 'Una asociación de festivales independientes de cortometrajes que comparten programas y buenas prácticas.',
    },
  },
  {
    type: 'accreditation',
    title: { en: 'Accredited festival', fr: 'Festival accrédité', es: 'Festival acreditado' },
    text: {
      en: 'Recognised by the international federation of film festivals for the quality of its organisation.',
      fr: 'Reconnu par la fédération internationale des festivals pour la qualité de son organisation.',
      es: 'Reconocido por la federación internacional de festivales por la calidad de su organización.',
    },
  },
];

export const EVENT_LABELS = {
  opening: {
    en: 'Call for entries opens',
    fr: 'Ouverture des inscriptions',
    es: 'Apertura de inscripciones',
  },
  early: { en: 'Early deadline', fr: 'Date limite anticipée', es: 'Plazo anticipado' },
  regular: { en: 'Regular deadline', fr: 'Date limite', es: 'Plazo ordinario' },
  extension: { en: 'Late deadline', fr: 'Date limite prolongée', es: 'Plazo ampliado' },
  result: { en: 'Selection announced', fr: 'Annonce de la sélection', es: 'Anuncio de la selección' },
} satisfies Record<string, Translated>;
