import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useAddressBookSearch } from '../../api/search-address-book.ts';

/**
 * Adding a person (issue 12): a search of the address book offers the people already credited on
 * the filmmaker's other films (not those already on this one); or a new person.
 */
export function AddressBookSearch(props: { IdFilm: number; onPick: (IdContact: number | null) => void }) {
  const { t } = useTranslation('films');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useAddressBookSearch(debounced, props.IdFilm, debounced.trim().length > 0);
  const results = found.data ?? [];
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            label={t('credits.search')}
            description={t('credits.searchHelp')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
          />
          <Button onClick={() => props.onPick(null)}>{t('credits.addNew')}</Button>
        </Group>
        <div aria-live="polite">
          {/* The rule (who the address book holds) and the way on (a new person), not a dead end. */}
          {debounced.trim() && found.isSuccess && results.length === 0 && (
            <Text size="sm">{t('credits.noMatch', { search: debounced.trim() })}</Text>
          )}
          {debounced.trim() && found.isError && (
            <Text size="sm" c="red" role="alert">
              {t('credits.searchFailed')}
            </Text>
          )}
          {results.length > 0 && (
            <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.map((entry) => (
                <Group component="li" key={entry.IdContact} justify="space-between" gap="xs">
                  <Text>{entry.displayName}</Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => props.onPick(entry.IdContact)}
                    aria-label={t('credits.creditNamed', { name: entry.displayName })}
                  >
                    {t('credits.credit')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
