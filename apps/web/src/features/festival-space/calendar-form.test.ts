import type { CallCalendar } from '@shortlist/domain/festival-space/calendar-contracts';
import { describe, expect, it } from 'vitest';
import {
  calendarFormSections,
  calendarRequest,
  centsText,
  fieldKey,
  newStep,
  parseEuros,
  previewSections,
  stepName,
} from './calendar-form.ts';

const NONE = { en: null, fr: null, es: null, it: null, pt: null };
const LANGUAGES = ['en', 'fr', 'es'] as const;

const CALENDAR: CallCalendar = {
  IdCampagne: 9,
  AnneeEdition: 2027,
  StatutCampagne: 'preparation',
  timeZone: 'Europe/Paris',
  sections: [
    {
      IdCampagneSection: 31,
      Libelle: 'Shorts',
      IsPayant: true,
      IsPublic: true,
      IsInscription: true,
      Devise: 'EUR',
      paidEntries: 2,
      events: [
        {
          Type: 'opening',
          DateEvent: '2027-01-10T09:00',
          Prix: 0,
          LibelleEvent: 'Opening',
          Libelle: { ...NONE, en: 'Opening' },
        },
        {
          Type: 'closing',
          DateEvent: '2027-02-28T23:59',
          Prix: 1500,
          LibelleEvent: 'Early bird',
          Libelle: { ...NONE, en: 'Early bird', fr: 'Lève-tôt', it: 'Presto' },
        },
        { Type: 'closing', DateEvent: '2027-03-31T23:59', Prix: 2550, LibelleEvent: null, Libelle: NONE },
        { Type: 'result', DateEvent: '2027-06-01T12:00', Prix: 0, LibelleEvent: null, Libelle: NONE },
      ],
    },
    {
      IdCampagneSection: 32,
      Libelle: 'Students',
      IsPayant: false,
      IsPublic: true,
      IsInscription: true,
      Devise: 'EUR',
      paidEntries: 0,
      events: [],
    },
  ],
};

describe('calendar form', () => {
  it('reads euros as typed, in cents, and refuses what is not a fee', () => {
    expect(parseEuros('15')).toBe(1500);
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('€ 12.50')).toBe(1250);
    expect(parseEuros('')).toBe(0);
    for (const bad of ['12.505', '-3', 'ten', '1e3']) expect(parseEuros(bad), bad).toBe(-1);
    expect(centsText(1500)).toBe('15');
    expect(centsText(2550)).toBe('25.50');
  });

  it('sends the saved calendar back as it was, step names in the routed languages, a blank section as no calendar', () => {
    const { request } = calendarRequest(calendarFormSections(CALENDAR), { languages: LANGUAGES });
    const [opening, early, regular, result] = CALENDAR.sections[0]!.events.map(
      ({ LibelleEvent: _, Libelle: __, ...e }) => e,
    );
    expect(request.sections).toEqual([
      {
        IdCampagneSection: 31,
        events: [
          // The opening and the result keep their names on the server (left out).
          opening,
          { ...early, Libelle: { ...NONE, en: 'Early bird', fr: 'Lève-tôt' } },
          { ...regular, Libelle: NONE },
          result,
        ],
      },
      { IdCampagneSection: 32, events: [] },
    ]);
    expect(request.confirmLowerFees).toBeUndefined();
    expect(
      calendarRequest(calendarFormSections(CALENDAR), { languages: LANGUAGES, confirmLowerFees: true })
        .request.confirmLowerFees,
    ).toBe(true);
  });

  it('previews the step names as typed, in the reader’s language or English', () => {
    const sections = calendarFormSections(CALENDAR);
    expect(previewSections(sections, 'fr')[0]?.labels).toEqual({
      closing: ['Lève-tôt', null],
      extension: [],
    });
    expect(previewSections(sections, 'es')[0]?.labels?.closing).toEqual(['Early bird', null]);
    expect(stepName({ en: ' ', fr: '' }, 'fr')).toBeNull();
  });

  it("maps an API field back to the input it names, the section's own otherwise", () => {
    const sections = calendarFormSections(CALENDAR);
    sections[0] = {
      ...sections[0]!,
      extension: { ...newStep(sections[0]!.deadlines), DateEvent: '2027-04-15T23:59' },
    };
    const { request, keys } = calendarRequest(sections, { languages: LANGUAGES });
    expect(request.sections[0]?.events.map((e) => e.Type)).toEqual([
      'opening',
      'closing',
      'closing',
      'extension',
      'result',
    ]);
    expect(request.sections[0]?.events[3]?.Prix).toBe(2550);
    expect(fieldKey(keys, 'sections.0.events.2.DateEvent')).toBe('s0.deadlines.1.DateEvent');
    expect(fieldKey(keys, 'sections.0.events.3.Prix')).toBe('s0.extension.fee');
    expect(fieldKey(keys, 'sections.0.events')).toBe('s0');
    expect(fieldKey(keys, 'sections.0.events.1.Libelle.fr')).toBe('s0.deadlines.0.name.fr');
    expect(fieldKey(keys, 'sections.1.events.0.Type')).toBe('s1');
  });
});
