import { Badge } from '@mantine/core';
import type { FilmStatusFilter } from '@shortlist/domain/films/film-status';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

const COLOURS: Record<FilmStatusFilter, string> = {
  complete: 'green',
  incomplete: 'orange',
  archived: 'gray',
};

/** A film's state (spec §3 flags): incomplete, complete or archived. */
export function FilmStatusBadge({ status }: { status: FilmStatusFilter }) {
  const { t } = useTranslation('films');
  return (
    <Badge color={COLOURS[status]} variant="light" data-status={status}>
      {t(`statut.${status}`)}
    </Badge>
  );
}
