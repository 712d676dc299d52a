// Invented films entered at the demo festival (issue 31: "received entries from demo filmmakers"),
// beside the three demo films of films-data.ts. Every name, school and story is made up.
import type { Translated } from '../label-book.ts';

/** Who owns a film: the demo filmmaker one can sign in as, or an invented filmmaker (no password). */
export type FilmmakerKey = 'filmmaker' | 'lena' | 'giulia' | 'tomas' | 'amara';

export type FestivalSideFilm = {
  /** How the entry plan names the film. */
  key: string;
  owner: FilmmakerKey;
  TitreOriginal: string;
  /** Title per language (`film_titre`); `en` is also the international title. */
  titles: Translated;
  summary: Translated;
  synopsis: Translated;
  /** Finished this many months before the seed's clock (its production month and year). */
  producedMonthsAgo: number;
  /** Running time in seconds. */
  Duree: number;
  /** ISO 3166 codes, the main producing country first. */
  countries: string[];
  /** Dictionary ids (reference/dictionary-labels.ts, reference/languages.ts). */
  category: number;
  genres: number[];
  dialogueLanguages: number[];
  IsPremierFilm: boolean;
  NomEcole: string | null;
};

const FR = 13;
const EN = 6;
const ES = 19;
const IT = 33;
const DE = 1;

const minutes = (m: number, s = 0) => m * 60 + s;

export const FESTIVAL_SIDE_FILMS: FestivalSideFilm[] = [
  {
    key: 'planetarium',
    owner: 'filmmaker',
    TitreOriginal: 'Night Shift at the Planetarium',
    titles: { en: 'Night Shift at the Planetarium', fr: 'Veille au planétarium' },
    summary: {
      en: 'A night guard and a runaway teenager share the dome of a closed planetarium until dawn.',
      fr: 'Un veilleur de nuit et une adolescente en fugue partagent la coupole d’un planétarium fermé jusqu’à l’aube.',
    },
    synopsis: {
      en: 'Every night Bernard switches the stars on for nobody. The night Jade hides in the projection room, he has to choose between calling her parents and showing her the sky over the town where she was born.',
      fr: 'Chaque nuit, Bernard allume les étoiles pour personne. Le soir où Jade se cache dans la cabine de projection, il doit choisir entre appeler ses parents et lui montrer le ciel de la ville où elle est née.',
    },
    producedMonthsAgo: 7,
    Duree: minutes(16, 20),
    countries: ['FR', 'GB'],
    category: 1,
    genres: [1],
    dialogueLanguages: [FR, EN],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'lift-operator',
    owner: 'filmmaker',
    TitreOriginal: 'Le Liftier',
    titles: { en: 'The Lift Operator', fr: 'Le Liftier' },
    summary: {
      en: 'The last lift operator of a Paris department store refuses to let the automatic doors take his job.',
      fr: 'Le dernier liftier d’un grand magasin parisien refuse que les portes automatiques lui prennent sa place.',
    },
    synopsis: {
      en: 'Marcel has pressed the same seven buttons for thirty-one years. When the management installs a voice that announces the floors, he starts announcing them louder, then wrongly, then in verse.',
      fr: 'Marcel appuie sur les sept mêmes boutons depuis trente et un ans. Quand la direction installe une voix qui annonce les étages, il se met à les annoncer plus fort, puis de travers, puis en alexandrins.',
    },
    producedMonthsAgo: 4,
    Duree: minutes(11, 5),
    countries: ['FR'],
    category: 1,
    genres: [2],
    dialogueLanguages: [FR],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'fog',
    owner: 'filmmaker',
    TitreOriginal: 'What the Fog Keeps',
    titles: { en: 'What the Fog Keeps', fr: 'Ce que garde le brouillard' },
    summary: {
      en: 'On a causeway cut off twice a day by the sea, a ferryman meets the same traveller at every fog.',
      fr: 'Sur une chaussée coupée deux fois par jour par la mer, un passeur croise la même voyageuse à chaque brouillard.',
    },
    synopsis: {
      en: 'Nobody else sees the woman in the green coat. She asks to cross, always at low tide, always in the fog, and each time the causeway is a little longer. A ghost story told with the patience of the tides.',
      fr: 'Personne d’autre ne voit la femme au manteau vert. Elle demande à traverser, toujours à marée basse, toujours dans le brouillard, et chaque fois la chaussée est un peu plus longue. Une histoire de fantôme racontée avec la patience des marées.',
    },
    producedMonthsAgo: 2,
    Duree: minutes(19, 40),
    countries: ['FR'],
    category: 1,
    genres: [5, 11],
    dialogueLanguages: [FR],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'between-tracks',
    owner: 'lena',
    TitreOriginal: 'Zwischen den Gleisen',
    titles: { en: 'Between the Tracks', fr: 'Entre les voies' },
    summary: {
      en: 'Two railway workers on the night shift find a child’s suitcase between the tracks of a Leipzig freight yard.',
      fr: 'Deux cheminots de nuit trouvent une valise d’enfant entre les voies d’une gare de triage de Leipzig.',
    },
    synopsis: {
      en: 'The suitcase holds drawings, a toothbrush and a ticket for a train that left eleven years ago. Jonas wants to hand it in; Petra wants to know whose it was before the morning shift arrives.',
      fr: 'La valise contient des dessins, une brosse à dents et un billet pour un train parti il y a onze ans. Jonas veut la rapporter ; Petra veut savoir à qui elle était avant l’arrivée de l’équipe du matin.',
    },
    producedMonthsAgo: 12,
    Duree: minutes(17, 30),
    countries: ['DE'],
    category: 1,
    genres: [1],
    dialogueLanguages: [DE],
    IsPremierFilm: true,
    NomEcole: 'Filmschule Ostsee',
  },
  {
    key: 'cold-front',
    owner: 'lena',
    TitreOriginal: 'Kaltfront',
    titles: { en: 'Cold Front', fr: 'Front froid' },
    summary: {
      en: 'A winter with the meteorologists of a weather station on the Baltic coast.',
      fr: 'Un hiver avec les météorologues d’une station de la côte balte.',
    },
    synopsis: {
      en: 'Four people, three instruments read every hour, one storm that the models cannot agree on. An observational documentary about the people who tell the rest of the country what tomorrow will be like.',
      fr: 'Quatre personnes, trois instruments relevés toutes les heures, une tempête sur laquelle les modèles ne s’accordent pas. Un documentaire d’observation sur ceux qui disent au reste du pays le temps qu’il fera demain.',
    },
    producedMonthsAgo: 5,
    Duree: minutes(24, 10),
    countries: ['DE', 'PL'],
    category: 2,
    genres: [],
    dialogueLanguages: [DE],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'clockmaker',
    owner: 'lena',
    TitreOriginal: 'Die Uhrmacherin',
    titles: { en: 'The Clockmaker', fr: 'L’Horlogère' },
    summary: {
      en: 'A clockmaker repairs a clock that runs backwards, and her street starts to get younger.',
      fr: 'Une horlogère répare une pendule qui tourne à l’envers, et sa rue se met à rajeunir.',
    },
    synopsis: {
      en: 'Each turn of the key takes the street back one day: the bakery reopens, the neighbour’s dog comes home, the bridge is not yet closed. Hanne has to decide when to stop winding.',
      fr: 'Chaque tour de clé ramène la rue un jour en arrière : la boulangerie rouvre, le chien du voisin revient, le pont n’est pas encore fermé. Hanne doit décider quand arrêter de remonter la pendule.',
    },
    producedMonthsAgo: 3,
    Duree: minutes(13, 15),
    countries: ['DE'],
    category: 1,
    genres: [5],
    dialogueLanguages: [DE],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'last-run',
    owner: 'giulia',
    TitreOriginal: 'L’ultima corsa',
    titles: { en: 'The Last Run', fr: 'La Dernière Course', es: 'La última carrera' },
    summary: {
      en: 'The night before the line closes, a tram driver in Turin takes her mother on the route she drove for forty years.',
      fr: 'La veille de la fermeture de la ligne, une conductrice de tram turinoise emmène sa mère sur le parcours qu’elle a conduit pendant quarante ans.',
    },
    synopsis: {
      en: 'Line 13 stops tomorrow. Anna borrows the last tram for one round trip with her mother, who no longer remembers the stops but remembers every passenger.',
      fr: 'La ligne 13 s’arrête demain. Anna emprunte le dernier tram pour un aller-retour avec sa mère, qui ne se souvient plus des arrêts mais se souvient de chaque passager.',
    },
    producedMonthsAgo: 8,
    Duree: minutes(15, 0),
    countries: ['IT'],
    category: 1,
    genres: [1],
    dialogueLanguages: [IT],
    IsPremierFilm: true,
    NomEcole: null,
  },
  {
    key: 'low-orbit',
    owner: 'giulia',
    TitreOriginal: 'Orbita bassa',
    titles: { en: 'Low Orbit', fr: 'Orbite basse' },
    summary: {
      en: 'An astronaut’s daughter talks to the station every night from a radio in the garden shed.',
      fr: 'La fille d’une astronaute parle chaque nuit à la station depuis une radio au fond du jardin.',
    },
    synopsis: {
      en: 'The station passes over the village at 22:41 for six minutes. Sofia has six minutes to tell her mother everything, until the night someone else answers.',
      fr: 'La station passe au-dessus du village à 22 h 41 pendant six minutes. Sofia a six minutes pour tout raconter à sa mère, jusqu’à la nuit où quelqu’un d’autre répond.',
    },
    producedMonthsAgo: 2,
    Duree: minutes(21, 0),
    countries: ['IT', 'CH'],
    category: 1,
    genres: [6],
    dialogueLanguages: [IT, EN],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'nonna-pina',
    owner: 'giulia',
    TitreOriginal: 'Nonna Pina va al mare',
    titles: { en: 'Grandma Pina Goes to the Sea', fr: 'Mamie Pina va à la mer' },
    summary: {
      en: 'At ninety-one, Pina decides to see the sea for the first time, by scooter.',
      fr: 'À quatre-vingt-onze ans, Pina décide de voir la mer pour la première fois, en scooter.',
    },
    synopsis: {
      en: 'Her grandson has an exam, her doctor says no, the scooter has no brakes worth the name. Three hundred kilometres of Piedmont back roads to Liguria.',
      fr: 'Son petit-fils a un examen, son médecin dit non, le scooter n’a pas de freins dignes de ce nom. Trois cents kilomètres de petites routes du Piémont jusqu’à la Ligurie.',
    },
    producedMonthsAgo: 2,
    Duree: minutes(9, 30),
    countries: ['IT'],
    category: 1,
    genres: [2, 23],
    dialogueLanguages: [IT],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'those-who-wait',
    owner: 'tomas',
    TitreOriginal: 'Los que esperan',
    titles: { en: 'Those Who Wait', fr: 'Ceux qui attendent', es: 'Los que esperan' },
    summary: {
      en: 'A year in the waiting room of a bus station in Almería, where the night buses leave for the greenhouses.',
      fr: 'Une année dans la salle d’attente d’une gare routière d’Almería, d’où partent les bus de nuit vers les serres.',
    },
    synopsis: {
      en: 'The benches, the vending machine and the people who sleep there between two shifts. Without commentary, the film listens to the workers who pick the vegetables the rest of Europe eats.',
      fr: 'Les bancs, le distributeur et ceux qui y dorment entre deux journées. Sans commentaire, le film écoute les ouvriers qui cueillent les légumes que mange le reste de l’Europe.',
    },
    producedMonthsAgo: 6,
    Duree: minutes(26, 0),
    countries: ['ES'],
    category: 2,
    genres: [],
    dialogueLanguages: [ES],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'breathing-house',
    owner: 'tomas',
    TitreOriginal: 'La casa que respira',
    titles: { en: 'The Breathing House', fr: 'La Maison qui respire', es: 'La casa que respira' },
    summary: {
      en: 'A family moves into a farmhouse in Extremadura whose walls breathe at night.',
      fr: 'Une famille s’installe dans une ferme d’Estrémadure dont les murs respirent la nuit.',
    },
    synopsis: {
      en: 'At first it is the heat, then the old stones, then the father stops sleeping. The youngest daughter is the only one who is not afraid, and the only one the house talks to.',
      fr: 'D’abord c’est la chaleur, puis les vieilles pierres, puis le père ne dort plus. La cadette est la seule à ne pas avoir peur, et la seule à qui la maison parle.',
    },
    producedMonthsAgo: 4,
    Duree: minutes(18, 45),
    countries: ['ES'],
    category: 1,
    genres: [4],
    dialogueLanguages: [ES],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'eclipse',
    owner: 'tomas',
    TitreOriginal: 'Eclipse en Tarifa',
    titles: { en: 'Eclipse over Tarifa', fr: 'Éclipse sur Tarifa', es: 'Eclipse en Tarifa' },
    summary: {
      en: 'During a total eclipse, the windsurfers of Tarifa notice that the wind has stopped everywhere on Earth.',
      fr: 'Pendant une éclipse totale, les véliplanchistes de Tarifa remarquent que le vent s’est arrêté partout sur Terre.',
    },
    synopsis: {
      en: 'Four minutes of darkness, then the sun comes back but the air stays still. A small science-fiction film shot in one afternoon on the beach, with a borrowed drone and a lot of nerve.',
      fr: 'Quatre minutes de nuit, puis le soleil revient mais l’air reste immobile. Un petit film de science-fiction tourné en un après-midi sur la plage, avec un drone emprunté et beaucoup d’aplomb.',
    },
    producedMonthsAgo: 2,
    Duree: minutes(12, 10),
    countries: ['ES', 'MA'],
    category: 1,
    genres: [6],
    dialogueLanguages: [ES],
    IsPremierFilm: true,
    NomEcole: null,
  },
  {
    key: 'mothers-hands',
    owner: 'amara',
    TitreOriginal: 'Les Mains de ma mère',
    titles: { en: 'My Mother’s Hands', fr: 'Les Mains de ma mère' },
    summary: {
      en: 'A daughter films her mother, a seamstress in Marseille, during the last month of her workshop.',
      fr: 'Une fille filme sa mère, couturière à Marseille, pendant le dernier mois de son atelier.',
    },
    synopsis: {
      en: 'Hems, wedding dresses, a football shirt to mend before Sunday. Between two fittings, Awa tells how she arrived from Dakar in 1989 with a sewing machine and no coat.',
      fr: 'Des ourlets, des robes de mariée, un maillot de foot à recoudre avant dimanche. Entre deux essayages, Awa raconte son arrivée de Dakar en 1989 avec une machine à coudre et sans manteau.',
    },
    producedMonthsAgo: 9,
    Duree: minutes(20, 0),
    countries: ['FR', 'SN'],
    category: 2,
    genres: [],
    dialogueLanguages: [FR],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'platform-four',
    owner: 'amara',
    TitreOriginal: 'Quai numéro 4',
    titles: { en: 'Platform Four', fr: 'Quai numéro 4' },
    summary: {
      en: 'A station announcer in Marseille falls in love with a voice that answers her from the other end of the line.',
      fr: 'Une annonceuse de la gare Saint-Charles tombe amoureuse d’une voix qui lui répond à l’autre bout de la ligne.',
    },
    synopsis: {
      en: 'Trains late, trains cancelled, trains replaced by buses. Through the announcements, Yasmine and a stranger at a station in the Alps start a conversation that only travellers can hear.',
      fr: 'Trains en retard, trains supprimés, trains remplacés par des cars. Par les annonces, Yasmine et un inconnu d’une gare des Alpes engagent une conversation que seuls les voyageurs entendent.',
    },
    producedMonthsAgo: 5,
    Duree: minutes(14, 20),
    countries: ['FR'],
    category: 1,
    genres: [7, 2],
    dialogueLanguages: [FR],
    IsPremierFilm: true,
    NomEcole: 'École de cinéma de la Méditerranée',
  },
  {
    key: 'antenna-hill',
    owner: 'amara',
    TitreOriginal: 'La Colline aux antennes',
    titles: { en: 'Antenna Hill', fr: 'La Colline aux antennes' },
    summary: {
      en: 'The teenagers of a housing estate above Marseille run a pirate radio from the roof of their tower.',
      fr: 'Les adolescents d’une cité au-dessus de Marseille font tourner une radio pirate depuis le toit de leur tour.',
    },
    synopsis: {
      en: 'Ninety-nine point nine, every evening from eight to ten. When the building is due to be demolished, the radio becomes the only place where the neighbourhood still talks to itself.',
      fr: 'Quatre-vingt-dix-neuf neuf, tous les soirs de vingt à vingt-deux heures. Quand la tour doit être démolie, la radio devient le seul endroit où le quartier se parle encore.',
    },
    producedMonthsAgo: 3,
    Duree: minutes(23, 30),
    countries: ['FR'],
    category: 1,
    genres: [1, 20],
    dialogueLanguages: [FR],
    IsPremierFilm: false,
    NomEcole: null,
  },
  {
    key: 'undertow',
    owner: 'amara',
    TitreOriginal: 'Ressac',
    titles: { en: 'Undertow', fr: 'Ressac' },
    summary: {
      en: 'Two brothers swim out to the last buoy of the summer, and only one of them wants to come back.',
      fr: 'Deux frères nagent jusqu’à la dernière bouée de l’été, et un seul veut revenir.',
    },
    synopsis: {
      en: 'The last day of August on a crowded beach of the Côte Bleue. Between the buoy and the shore, the younger brother says what he has kept silent all summer.',
      fr: 'Le dernier jour d’août sur une plage bondée de la Côte Bleue. Entre la bouée et le rivage, le cadet dit ce qu’il a tu tout l’été.',
    },
    producedMonthsAgo: 2,
    Duree: minutes(10, 0),
    countries: ['FR'],
    category: 1,
    genres: [1],
    dialogueLanguages: [FR],
    IsPremierFilm: false,
    NomEcole: null,
  },
];
