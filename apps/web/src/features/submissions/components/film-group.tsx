import { ActionIcon, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import type { EligibilityStatus } from '@shortlist/domain/submissions/eligibility-codes';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { byDeadline } from '../panel/panel-model.ts';
import { useReasonText } from '../panel/use-reason-text.ts';
import { SectionFacts } from './section-facts.tsx';

/** Why a cell is not eligible, every reason in plain words (spec §2, §8). */
function Reasons({ cell, section }: { cell: EligibilityCellAnswer; section: FestivalSection }) {
  const { reasonText, subtitlesText } = useReasonText();
  const sentences =
    cell.status === 'missing-subtitles'
      ? [subtitlesText(cell.RequiredIdsLangue)]
      : cell.OuvreTesYeux.map((reason) => reasonText(reason, section));
  return (
    <List size="sm" spacing={4}>
      {sentences.map((sentence) => (
        <List.Item key={sentence}>{sentence}</List.Item>
      ))}
    </List>
  );
}

/**
 * One film's card in a tab (a festival's card in a film's panel, `filmTitle` then naming it): its sections with name, deadline and fee. In the eligible tab each
 * section is a tick box, one per film (ticking one disables the others, spec §4); in the other
 * tabs each section says why it cannot be entered. Sections come nearest deadline first; the card
 * folds (spec §2 collapsible groups), a ticked section staying ticked while folded.
 */
export function FilmGroup(props: {
  tab: EligibilityStatus;
  filmTitle: string;
  cells: EligibilityCellAnswer[];
  sections: ReadonlyMap<number, FestivalSection>;
  timeZone: string;
  ticked?: number;
  onToggle?: (cell: EligibilityCellAnswer, section: FestivalSection) => void;
  /** A film's panel groups by festival: the group's id and its tick boxes' names. */
  groupId?: number;
  tickLabel?: (section: string) => string;
  /** Beside the title: a film's panel puts the festival's favourite heart there. */
  aside?: ReactNode;
  /** Films whose SuperStamp runs: their fees show the SuperStamp's price (issue 15). */
  superStampFilms?: ReadonlySet<number>;
}) {
  const { t } = useTranslation('submissions');
  const [open, setOpen] = useState(true);
  const titleId = `panel-group-${props.tab}-${props.groupId ?? props.cells[0]?.IdFilm}`;
  const listId = `${titleId}-sections`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} padding="md">
      <Group justify="space-between" wrap="nowrap" mb={open ? 'sm' : 0}>
        <Title order={3} size="h4" id={titleId}>
          {props.filmTitle}
        </Title>
        <Group gap={4} wrap="nowrap">
          {props.aside}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'panel.collapse' : 'panel.expand', { film: props.filmTitle })}
            onClick={() => setOpen(!open)}
          >
            <Chevron open={open} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="sm" id={listId} hidden={!open}>
        {byDeadline(props.cells, props.sections).map((cell) => {
          const section = props.sections.get(cell.IdCampagneSection)!;
          const facts = (
            <SectionFacts
              section={section}
              timeZone={props.timeZone}
              superStamp={props.superStampFilms?.has(cell.IdFilm) ?? false}
            />
          );
          if (props.tab === 'eligible') {
            const checked = props.ticked === cell.IdCampagneSection;
            return (
              <Checkbox
                key={cell.IdCampagneSection}
                checked={checked}
                disabled={props.ticked !== undefined && !checked}
                onChange={() => props.onToggle?.(cell, section)}
                label={section.Libelle}
                description={facts}
                aria-label={
                  props.tickLabel?.(section.Libelle) ??
                  t('panel.tickLabel', { section: section.Libelle, film: props.filmTitle })
                }
              />
            );
          }
          return (
            <Stack key={cell.IdCampagneSection} gap={4}>
              <Text fw={600}>{section.Libelle}</Text>
              {facts}
              <Reasons cell={cell} section={section} />
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ transform: open ? 'rotate(180deg)' : undefined }}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
