// The demo installation's video tutorials (issue 36), one language at least in en, fr and es, for
// both audiences. The videos are open films standing in for the tutorials a team records (Big
// Buck Bunny and Sintel by the Blender Foundation, CC BY 3.0; Vimeo's own player demo): the texts
// say so. Each address is read by the same rule as an operator's (`parseVideoEmbed`).

import type { DemoHelpLanguage } from './demo-help.ts';

export type DemoHelpTutorial = {
  /** A demo category of demo-help.ts (10 and 12 for filmmakers, 20 for festivals). */
  category: number;
  title: Record<DemoHelpLanguage, string>;
  /** What the tutorial shows, in the content markup. */
  text: Record<DemoHelpLanguage, string>;
  /** The video's address on an allowed host. */
  video: string;
};

const STAND_IN = {
  en: 'In this demo installation the video is an open film standing in for the tutorial your team will record.',
  fr: 'Dans cette installation de démonstration, la vidéo est un film libre qui tient la place du tutoriel que votre équipe enregistrera.',
  es: 'En esta instalación de demostración, el vídeo es una película libre que ocupa el lugar del tutorial que grabará tu equipo.',
} as const;

export const DEMO_HELP_TUTORIALS: readonly DemoHelpTutorial[] = [
  {
    category: 10,
    title: {
      en: 'Screen by screen: your dashboard (demo tutorial)',
      fr: 'Écran par écran\u00A0: votre tableau de bord (tutoriel de démonstration)',
      es: 'Pantalla a pantalla: tu panel (tutorial de demostración)',
    },
    text: {
      en: `The cards at the top of your dashboard each lead to one thing to do: films to complete, videos to upload, deadlines this week. ${STAND_IN.en}`,
      fr: `Les cartes en haut de votre tableau de bord mènent chacune à une chose à faire\u00A0: films à compléter, vidéos à envoyer, dates limites de la semaine. ${STAND_IN.fr}`,
      es: `Las tarjetas de arriba de tu panel llevan cada una a algo que hacer: películas por completar, vídeos por subir, fechas límite de la semana. ${STAND_IN.es}`,
    },
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    category: 12,
    title: {
      en: 'Checking your screener before you send it (demo tutorial)',
      fr: 'Vérifier votre copie de visionnage avant l’envoi (tutoriel de démonstration)',
      es: 'Comprobar tu copia de visionado antes de enviarla (tutorial de demostración)',
    },
    text: {
      en: `Watch your screener to the end once it is processed: sound in sync, subtitles readable, no black frames at the start. ${STAND_IN.en}`,
      fr: `Regardez votre copie jusqu’au bout une fois traitée\u00A0: son synchrone, sous-titres lisibles, pas d’images noires au début. ${STAND_IN.fr}`,
      es: `Mira tu copia hasta el final una vez procesada: sonido sincronizado, subtítulos legibles, sin negros al principio. ${STAND_IN.es}`,
    },
    video: 'https://vimeo.com/76979871',
  },
  {
    category: 20,
    title: {
      en: 'Watching entries with your programmers (demo tutorial)',
      fr: 'Visionner les inscriptions avec vos programmateurs (tutoriel de démonstration)',
      es: 'Ver las inscripciones con tus programadores (tutorial de demostración)',
    },
    text: {
      en: `Share the queue, watch each film, note and score it; your managers publish the decisions. ${STAND_IN.en}`,
      fr: `Partagez la file, regardez chaque film, notez-le\u00A0; vos responsables publient les décisions. ${STAND_IN.fr}`,
      es: `Comparte la cola, mira cada película, puntúala; tus responsables publican las decisiones. ${STAND_IN.es}`,
    },
    video: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  },
];
