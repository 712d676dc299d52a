// Invented films for the demo catalogue: a public film page to show, crawl and measure (issue 11).
// Titles, summaries and synopses in en, fr and es; every name, festival and address is made up.
import type { Translated } from '../label-book.ts';

export type DemoPerson = { Prenom: string; Nom: string };

export type DemoFilm = {
  /** Fixed, so the public page of a demo film has a known address (`/en/film/the-last-tide`). */
  Shortname: string;
  TitreOriginal: string;
  /** Title per language (`film_titre`); `en` is also the international title. */
  titles: Translated;
  summary: Translated;
  synopsis: Translated;
  AnneeProd: number;
  MoisProd: number;
  /** Running time in seconds. */
  Duree: number;
  /** ISO 3166 codes: the main producing country first, then co-producers. */
  countries: string[];
  /** Dictionary ids (reference/dictionary-labels.ts, reference/languages.ts). */
  categories: number[];
  genres: number[];
  themes: number[];
  dialogueLanguages: number[];
  procede: number;
  ratio: number;
  son: number;
  framerate: number;
  priseVue: number;
  supportsCaptation: number[];
  supportsProj: number[];
  IsPremierFilm: boolean;
  IsFilmEcole: boolean;
  NomEcole: string | null;
  IsSansDialogue: boolean;
  /** Credits by function code (director 1, screenwriter 2, production 30, contact 50...). */
  credits: { fonction: number; person: DemoPerson; company?: string; email?: string; phone?: string }[];
  participations: { country: string; year: number; festival: string; award: string | null }[];
  diffusions: { source: 'cinema' | 'tv' | 'internet'; country: string; year: number; name: string }[];
  /** Photos: the first is the principal still; a poster may follow. */
  photos: { type: 'film' | 'poster' | 'shooting'; credit: string }[];
};

export const DEMO_FILMS: DemoFilm[] = [
  {
    Shortname: 'the-last-tide',
    TitreOriginal: 'La Dernière Marée',
    titles: { en: 'The Last Tide', fr: 'La Dernière Marée', es: 'La última marea' },
    summary: {
      en: 'On a Breton island emptied by winter, a young fisherwoman must decide whether to sell the boat her father left her.',
      fr: 'Sur une île bretonne vidée par l’hiver, une jeune pêcheuse doit décider si elle vend le bateau que son père lui a laissé.',
      es: 'En una isla bretona vaciada por el invierno, una joven pescadora debe decidir si vende el barco que le dejó su padre.',
    },
    synopsis: {
      en: 'Maëlle is twenty-three and the last fisher of Île-Grise. Since her father drowned, the buyers from the mainland call every week: the boat, the licence, the quay. Over three tides she repairs the nets, fights with her brother who wants to leave, and sails out one last time to the rocks where her father set his pots. What she brings back decides what she keeps.',
      fr: 'Maëlle a vingt-trois ans et c’est la dernière pêcheuse de l’Île-Grise. Depuis la noyade de son père, les acheteurs du continent appellent chaque semaine : le bateau, la licence, le quai. Le temps de trois marées, elle répare les filets, se dispute avec son frère qui veut partir, et sort une dernière fois vers les roches où son père posait ses casiers. Ce qu’elle en rapporte décide de ce qu’elle garde.',
      es: 'Maëlle tiene veintitrés años y es la última pescadora de Île-Grise. Desde que su padre se ahogó, los compradores del continente llaman cada semana: el barco, la licencia, el muelle. Durante tres mareas repara las redes, discute con su hermano que quiere irse y sale una última vez hacia las rocas donde su padre calaba sus nasas. Lo que trae de vuelta decide lo que conserva.',
    },
    AnneeProd: 2024,
    MoisProd: 9,
    Duree: 14 * 60 + 30,
    countries: ['FR', 'BE'],
    categories: [1],
    genres: [1],
    themes: [2],
    dialogueLanguages: [13],
    procede: 1,
    ratio: 5,
    son: 3,
    framerate: 2,
    priseVue: 1,
    supportsCaptation: [1],
    supportsProj: [1, 2],
    IsPremierFilm: true,
    IsFilmEcole: false,
    NomEcole: null,
    IsSansDialogue: false,
    credits: [
      { fonction: 1, person: { Prenom: 'Inès', Nom: 'Kerhervé' } },
      { fonction: 2, person: { Prenom: 'Inès', Nom: 'Kerhervé' } },
      { fonction: 3, person: { Prenom: 'Tomás', Nom: 'Ferreira' } },
      { fonction: 4, person: { Prenom: 'Agathe', Nom: 'Le Bihan' } },
      { fonction: 9, person: { Prenom: 'Lou', Nom: 'Morvan' } },
      { fonction: 9, person: { Prenom: 'Yann', Nom: 'Cadiou' } },
      { fonction: 30, person: { Prenom: 'Claire', Nom: 'Duval' }, company: 'Films du Large' },
      {
        fonction: 50,
        person: { Prenom: 'Claire', Nom: 'Duval' },
        company: 'Films du Large',
        email: 'festivals@films-du-large.example',
        phone: '+33.299000000',
      },
    ],
    participations: [
      { country: 'FR', year: 2025, festival: 'Rencontres du film court de Brest', award: 'Prix du public' },
      { country: 'BE', year: 2025, festival: 'Courts de Namur', award: null },
    ],
    diffusions: [{ source: 'tv', country: 'FR', year: 2025, name: 'Chaîne Ouest' }],
    photos: [
      { type: 'film', credit: 'Tomás Ferreira' },
      { type: 'poster', credit: 'Films du Large' },
    ],
  },
  {
    Shortname: 'threads-of-salt',
    TitreOriginal: 'Hilos de sal',
    titles: { en: 'Threads of Salt', fr: 'Fils de sel', es: 'Hilos de sal' },
    summary: {
      en: 'In the salt flats of Cádiz, three generations of women keep alive a harvest that the sea is slowly taking back.',
      fr: 'Dans les salines de Cadix, trois générations de femmes font vivre une récolte que la mer reprend peu à peu.',
      es: 'En las salinas de Cádiz, tres generaciones de mujeres mantienen viva una cosecha que el mar recupera poco a poco.',
    },
    synopsis: {
      en: 'From the first raking in June to the white mountains of September, the camera follows Rosario, her daughter and her granddaughter through one season of the last family salt pan of the bay. Between the rising water, the prices set far away and the birds that come back every year, a way of working that has lasted three thousand years is told by the hands that still do it.',
      fr: 'Du premier râtelage de juin aux montagnes blanches de septembre, la caméra suit Rosario, sa fille et sa petite-fille pendant une saison dans la dernière saline familiale de la baie. Entre la montée des eaux, les prix fixés ailleurs et les oiseaux qui reviennent chaque année, un métier vieux de trois mille ans est raconté par les mains qui le pratiquent encore.',
      es: 'Desde el primer rastrillado de junio hasta las montañas blancas de septiembre, la cámara sigue a Rosario, a su hija y a su nieta durante una temporada en la última salina familiar de la bahía. Entre la subida del agua, los precios fijados lejos y las aves que vuelven cada año, un oficio de tres mil años lo cuentan las manos que aún lo ejercen.',
    },
    AnneeProd: 2023,
    MoisProd: 11,
    Duree: 22 * 60,
    countries: ['ES'],
    categories: [2],
    genres: [1],
    themes: [2, 3],
    dialogueLanguages: [19],
    procede: 1,
    ratio: 4,
    son: 2,
    framerate: 3,
    priseVue: 1,
    supportsCaptation: [1, 5],
    supportsProj: [1, 3],
    IsPremierFilm: false,
    IsFilmEcole: true,
    NomEcole: 'Escuela de Cine del Sur',
    IsSansDialogue: false,
    credits: [
      { fonction: 1, person: { Prenom: 'Lucía', Nom: 'Ortega Ruiz' } },
      { fonction: 3, person: { Prenom: 'Marc', Nom: 'Vidal' } },
      { fonction: 5, person: { Prenom: 'Alba', Nom: 'Serrano' } },
      { fonction: 30, person: { Prenom: 'Javier', Nom: 'Molina' }, company: 'Marisma Producciones' },
      {
        fonction: 50,
        person: { Prenom: 'Javier', Nom: 'Molina' },
        company: 'Marisma Producciones',
        email: 'distribucion@marisma.example',
      },
    ],
    participations: [
      { country: 'ES', year: 2024, festival: 'Muestra de Cine Corto de Sevilla', award: 'Mejor documental' },
      { country: 'PT', year: 2024, festival: 'Curtas do Algarve', award: null },
    ],
    diffusions: [{ source: 'internet', country: 'ES', year: 2025, name: 'Cortos en Abierto' }],
    photos: [{ type: 'film', credit: 'Marc Vidal' }],
  },
  {
    Shortname: 'paper-moons',
    TitreOriginal: 'Paper Moons',
    titles: { en: 'Paper Moons', fr: 'Lunes de papier', es: 'Lunas de papel' },
    summary: {
      en: 'A lighthouse keeper who cannot sleep cuts a new moon out of paper every night, until the sky starts answering.',
      fr: 'Un gardien de phare insomniaque découpe chaque nuit une nouvelle lune dans du papier, jusqu’à ce que le ciel lui réponde.',
      es: 'Un farero que no puede dormir recorta cada noche una luna nueva de papel, hasta que el cielo empieza a responderle.',
    },
    synopsis: {
      en: 'Without a word of dialogue, a cut-out animation about loneliness and light. Every night the keeper climbs his tower, folds, cuts and hangs a paper moon in front of the lamp. Ships change course, birds gather, and one night a moon that he did not make rises over the sea.',
      fr: 'Sans un mot de dialogue, une animation en papier découpé sur la solitude et la lumière. Chaque nuit, le gardien monte dans sa tour, plie, découpe et suspend une lune de papier devant la lanterne. Les navires changent de cap, les oiseaux se rassemblent, et une nuit une lune qu’il n’a pas faite se lève sur la mer.',
      es: 'Sin una palabra de diálogo, una animación de papel recortado sobre la soledad y la luz. Cada noche el farero sube a su torre, pliega, recorta y cuelga una luna de papel frente a la linterna. Los barcos cambian de rumbo, los pájaros se reúnen y una noche sale sobre el mar una luna que él no hizo.',
    },
    AnneeProd: 2025,
    MoisProd: 3,
    Duree: 7 * 60 + 45,
    countries: ['GB', 'IE'],
    categories: [3],
    genres: [5],
    themes: [],
    dialogueLanguages: [],
    procede: 1,
    ratio: 4,
    son: 2,
    framerate: 2,
    priseVue: 1,
    supportsCaptation: [2],
    supportsProj: [1, 2],
    IsPremierFilm: false,
    IsFilmEcole: false,
    NomEcole: null,
    IsSansDialogue: true,
    credits: [
      { fonction: 1, person: { Prenom: 'Niamh', Nom: 'Gallagher' } },
      { fonction: 10, person: { Prenom: 'Oskar', Nom: 'Lindqvist' } },
      { fonction: 6, person: { Prenom: 'Ada', Nom: 'Okafor' } },
      {
        fonction: 50,
        person: { Prenom: 'Niamh', Nom: 'Gallagher' },
        company: 'Harbour Light Studio',
        email: 'hello@harbourlight.example',
      },
    ],
    participations: [
      { country: 'IE', year: 2025, festival: 'Galway Animation Shorts', award: 'Best animated short' },
    ],
    diffusions: [],
    photos: [
      { type: 'film', credit: 'Harbour Light Studio' },
      { type: 'shooting', credit: 'Oskar Lindqvist' },
    ],
  },
];
