import { expect, type Page } from '@playwright/test';

// Film creation shared by the journeys: through the creation tab as a filmmaker does it, or
// through the API with the body that tab sends (for journeys about what comes after).

/** The running time typed in the creation tab; videos made by ffmpeg need their own length. */
export type RunningTime = { minutes: string; seconds: string };

/**
 * Creates a film from its creation tab (signed in) and returns its id, once the record has
 * opened on its data tab.
 */
export async function createFilmFromCreationTab(
  page: Page,
  title: string,
  runningTime: RunningTime = { minutes: '12', seconds: '30' },
): Promise<number> {
  await page.goto('/en/films/0');
  await expect(page).toHaveURL(/\/en\/films\/0\/creation$/);
  await page.getByRole('textbox', { name: 'Original title' }).fill(title);
  await page.getByRole('combobox', { name: 'Production year' }).selectOption('2025');
  await page.getByRole('combobox', { name: 'Production month' }).selectOption({ label: 'March' });
  await page.getByRole('textbox', { name: 'Running time: minutes' }).fill(runningTime.minutes);
  await page.getByRole('textbox', { name: 'Seconds' }).fill(runningTime.seconds);
  await page.getByRole('combobox', { name: 'Process' }).selectOption({ label: 'Colour' });
  await page.getByRole('combobox', { name: 'Main production country' }).selectOption({ label: 'France' });
  await page.getByRole('checkbox', { name: 'Fiction' }).check();
  await page.getByRole('checkbox', { name: /I declare that I hold the rights/ }).check();
  await page.getByRole('button', { name: 'Create the film' }).click();
  await expect(page).toHaveURL(/\/en\/films\/\d+\/data$/);
  return Number(/films\/(\d+)\//.exec(page.url())?.[1]);
}

/** A valid `POST /api/films` body (the creation tab's fields); spread it and change what matters. */
export const FILM_CREATION_BODY = {
  IsDeclarationDroits: true,
  TitreOriginal: 'La Jetée du soir',
  TitreLatin: null,
  AnneeProd: 2024,
  MoisProd: 3,
  dureeMinutes: 12,
  dureeSecondes: 30,
  IsPremierFilm: true,
  IsFilmEcole: false,
  NomEcole: null,
  IsScriptOriginal: true,
  IsMusiqueOriginale: false,
  IsSansDialogue: false,
  IsSilencieux: false,
  IsLibreDroits: false,
  IsDroitsMusiqueAcquis: true,
  IdProcede: 1,
  idPaysProdPrincipal: 1,
  idsCategorie: [1],
};
