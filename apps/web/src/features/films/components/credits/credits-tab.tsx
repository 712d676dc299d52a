import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Credit, Film } from '@shortlist/domain/films/api-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDictionary } from '../../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { deleteCredit } from '../../api/delete-credit.ts';
import { useCredits } from '../../api/list-credits.ts';
import { orderCredits } from '../../api/order-credits.ts';
import { useFilmError } from '../use-film-messages.ts';
import { AddressBookSearch } from './address-book-search.tsx';
import { ContactEditor } from './contact-editor.tsx';

/** Credits grouped by function, in the order the server gives (function, then position). */
export function groupByFunction(credits: Credit[]): Array<{ IdFonction: number; credits: Credit[] }> {
  const groups: Array<{ IdFonction: number; credits: Credit[] }> = [];
  for (const credit of credits) {
    const group = groups.find((g) => g.IdFonction === credit.IdFonction);
    if (group) group.credits.push(credit);
    else groups.push({ IdFonction: credit.IdFonction, credits: [credit] });
  }
  return groups;
}

/** The contact ids of a function with the one at `index` moved by `step` (-1 up, +1 down). */
export function moved(credits: Credit[], index: number, step: -1 | 1): number[] {
  const ids = credits.map((credit) => credit.IdContact);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}

/**
 * The credits tab (spec §2, §3 Credit): the film's people per function, each function in its
 * order (up and down buttons, usable by keyboard), a person added from the address book (people
 * credited on other films) or new, edited in the person form, removed from this film.
 */
export function CreditsTab({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const credits = useCredits(film.Id);
  const functions = useDictionary('fonction');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const [editing, setEditing] = useState<{ IdContact: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const label = (IdFonction: number) =>
    functions.data?.find((item) => item.Id === IdFonction)?.Libelle ?? String(IdFonction);

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(filmError(error, t('form.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const move = (credits: Credit[], index: number, step: -1 | 1) => {
    const first = credits[0];
    if (!first) return;
    return run(
      () =>
        orderCredits(queryClient, {
          IdFilm: film.Id,
          IdFonction: first.IdFonction,
          idsContact: moved(credits, index, step),
        }),
      t('credits.moved'),
    );
  };
  const remove = (credit: Credit) =>
    run(
      () => deleteCredit(queryClient, film.Id, credit.Id),
      t('credits.removed', { name: credit.displayName }),
    );

  const groups = groupByFunction(credits.data ?? []);
  return (
    <Stack gap="lg">
      {film.canEdit && (
        <AddressBookSearch IdFilm={film.Id} onPick={(IdContact) => setEditing({ IdContact })} />
      )}
      {credits.isSuccess && groups.length === 0 && <EmptyState message={t('credits.none')} />}
      {groups.map((group) => (
        <section key={group.IdFonction} aria-labelledby={`function-${group.IdFonction}`}>
          <Title order={3} size="h4" id={`function-${group.IdFonction}`} mb="xs">
            {label(group.IdFonction)}
          </Title>
          <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.credits.map((credit, index) => (
              <Paper component="li" key={credit.Id} withBorder p="xs" radius="sm" data-testid="credit">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={500}>{credit.displayName}</Text>
                  {film.canEdit && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        disabled={busy || index === 0}
                        onClick={() => move(group.credits, index, -1)}
                        aria-label={t('credits.moveUp', { name: credit.displayName })}
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        disabled={busy || index === group.credits.length - 1}
                        onClick={() => move(group.credits, index, 1)}
                        aria-label={t('credits.moveDown', { name: credit.displayName })}
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setEditing({ IdContact: credit.IdContact })}
                        aria-label={t('credits.editNamed', { name: credit.displayName })}
                      >
                        {t('credits.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        disabled={busy}
                        onClick={() => remove(credit)}
                        aria-label={t('credits.removeNamed', {
                          name: credit.displayName,
                          function: label(group.IdFonction),
                        })}
                      >
                        {t('credits.remove')}
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      ))}
      {editing && (
        <ContactEditor IdFilm={film.Id} IdContact={editing.IdContact} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
