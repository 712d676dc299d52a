/** The film video and trailer block the film record's media tab renders (issue 13). */
export { FilmVideoPanel } from './components/film-video-panel.tsx';
