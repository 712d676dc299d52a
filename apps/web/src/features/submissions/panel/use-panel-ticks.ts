import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import { useState } from 'react';
import type { Answers } from '../components/questions-modal.tsx';

/**
 * A ticked section of one film group, with what its entry needs. The section is kept with it: a
 * film's panel pages its festivals, so the ticked card may no longer be among those loaded.
 */
export type Tick = {
  cell: EligibilityCellAnswer;
  section: FestivalSection;
  password?: string;
  answers?: Answers;
};

/** The one prompt open (spec §4: one at a time): a section's password, then its questions. */
export type Pending = {
  cell: EligibilityCellAnswer;
  section: FestivalSection;
  step: 'password' | 'questions';
  password?: string;
  wrong?: boolean;
  /** Answers already given, kept when only the password was wrong. */
  answers?: Answers;
};

/** What a panel groups its cards by: films (a festival's panel) or festivals (a film's panel). */
export type PanelGroupBy = 'IdFilm' | 'IdFestival';

/**
 * The panel's ticks (spec §2, §4 "Section tick"): one section per group (a film in a festival's
 * panel, a festival in a film's panel), keyed by the group's id; a protected section asks its
 * password first, a section with questions asks them; cancelling leaves it unticked.
 */
export function usePanelTicks(groupBy: PanelGroupBy = 'IdFilm') {
  const [ticks, setTicks] = useState<Record<number, Tick>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const key = (cell: EligibilityCellAnswer) => cell[groupBy];

  const commit = (tick: Tick) => {
    setTicks((old) => ({ ...old, [key(tick.cell)]: tick }));
    setPending(null);
  };

  return {
    ticks,
    pending,
    isTicked: (cell: EligibilityCellAnswer) =>
      ticks[key(cell)]?.cell.IdCampagneSection === cell.IdCampagneSection,
    /** The group's id of a cell, the key of `ticks`. */
    groupOf: key,
    toggle(cell: EligibilityCellAnswer, section: FestivalSection) {
      if (pending) return;
      if (ticks[key(cell)]) {
        setTicks(({ [key(cell)]: _removed, ...rest }) => rest);
        return;
      }
      if (!section.IsPublic) setPending({ cell, section, step: 'password' });
      else if (section.questions.length > 0) setPending({ cell, section, step: 'questions' });
      else commit({ cell, section });
    },
    confirmPassword(password: string) {
      if (!pending) return;
      const { cell, section } = pending;
      if (pending.answers) commit({ cell, section, password, answers: pending.answers });
      else if (section.questions.length > 0)
        setPending({ ...pending, step: 'questions', password, wrong: false });
      else commit({ cell, section, password });
    },
    confirmAnswers(answers: Answers) {
      if (!pending) return;
      commit({
        cell: pending.cell,
        section: pending.section,
        answers,
        ...(pending.password ? { password: pending.password } : {}),
      });
    },
    cancel: () => setPending(null),
    /**
     * The server refused the password: the section is unticked and its prompt opens again, empty;
     * answers already given are kept.
     */
    wrongPassword(tick: Tick, section: FestivalSection) {
      setTicks(({ [key(tick.cell)]: _removed, ...rest }) => rest);
      setPending({
        cell: tick.cell,
        section,
        step: 'password',
        wrong: true,
        ...(tick.answers ? { answers: tick.answers } : {}),
      });
    },
    /** Entries gone to the basket leave the panel unticked (ids of their groups). */
    clear(groupIds: readonly number[]) {
      setTicks((old) =>
        Object.fromEntries(Object.entries(old).filter(([id]) => !groupIds.includes(Number(id)))),
      );
    },
  };
}
