import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ColumnDefinitionAnswer, Presentation } from '@shortlist/domain/list-views/list-view-contracts';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import {
  applyColumnSettings,
  COLUMN_WIDTH_MAX,
  COLUMN_WIDTH_MIN,
  type ColumnSetting,
  columnSettings,
  LIST_VIEW_LABEL_MAX,
  moveColumn,
  setColumnWidth,
  showColumn,
} from '@shortlist/domain/list-views/list-view-rules';
import { useId, useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { useNotify } from '../ui/use-notify.ts';
import { useDeletePresentation } from './api/delete-presentation.ts';
import { useListColumns } from './api/get-columns.ts';
import { usePresentations } from './api/list-presentations.ts';
import { useResetColumns } from './api/reset-columns.ts';
import { useSaveColumns } from './api/save-columns.ts';
import { useSavePresentation } from './api/save-presentation.ts';

export type ViewsMenuProps = {
  entity: ListViewEntity;
  /** The inbox's festival: its views may be public to the festival's members. */
  IdFestival: number | null;
  /** A column's name in the reader's language. */
  columnLabel: (Property: string) => string;
  /** The list's filter as shown, saved with a view (null or empty: none). */
  filter: Record<string, unknown> | null;
  /** Applies a loaded view's filter to the list. */
  onLoadFilter: (filter: Record<string, unknown> | null) => void;
  /** The list lays its columns out at their widths (the inbox table; cards have none to set). */
  widths?: boolean;
};

/**
 * The "View" control of a list (issue 34): which columns show and in what order, saved named
 * views (columns and filter) to load, and the reader's own to delete. Column changes are saved at
 * once as the reader's columns of the list (`booback-colonne`).
 */
export function ViewsMenu(props: ViewsMenuProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid="views-menu">
        {t('listViews.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('listViews.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        {opened && <ViewsPanel {...props} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function ViewsPanel(props: ViewsMenuProps & { onDone: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const notify = useNotify();
  const columns = useListColumns(props.entity);
  const views = usePresentations(props.entity, props.IdFestival);
  const saveColumns = useSaveColumns(props.entity);
  const resetColumns = useResetColumns(props.entity);
  const saveView = useSavePresentation();
  const deleteView = useDeletePresentation();
  const [name, setName] = useState('');
  const [isPublic, setPublic] = useState(false);
  const nameId = useId();
  const onError = (error: unknown) => notify.error(errorMessage(error, t));
  // The boxes change at once (a keyboard user sees their change); the saved answer replaces this
  // draft once the last change is saved.
  const [draft, setDraft] = useState<ColumnDefinitionAnswer[] | null>(null);
  const list = draft ?? columns.data ?? [];
  const change = (settings: ColumnSetting[]) => {
    setDraft(applyColumnSettings(list, settings));
    saveColumns.mutate(settings, { onError, onSettled: () => setDraft(null) });
  };

  const save = () => {
    const data = props.filter && Object.keys(props.filter).length > 0 ? props.filter : null;
    saveView.mutate(
      {
        Entity: props.entity,
        Libelle: name.trim(),
        IsPublic: props.IdFestival !== null && isPublic,
        IdFestival: props.IdFestival,
        Colonnes: columnSettings(list),
        Data: data,
      },
      {
        onSuccess: (view) => {
          setName('');
          notify.success(t('listViews.saved', { name: view.Libelle }));
        },
        onError,
      },
    );
  };
  const load = (view: Presentation) =>
    saveColumns.mutate(view.Colonnes, {
      onSuccess: () => {
        props.onLoadFilter(view.Data);
        notify.success(t('listViews.loaded', { name: view.Libelle }));
        props.onDone();
      },
      onError,
    });
  const remove = (view: Presentation) =>
    modals.openConfirmModal({
      title: t('listViews.deleteTitle'),
      children: <Text size="sm">{t('listViews.deleteBody', { name: view.Libelle })}</Text>,
      labels: { confirm: t('listViews.delete'), cancel: t('listViews.cancel') },
      confirmProps: { color: 'red' },
      onCancel: () => notify.info(t('listViews.cancelled')),
      onConfirm: () =>
        deleteView.mutate(view.Id, { onSuccess: () => notify.success(t('listViews.deleted')), onError }),
    });

  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby={`${nameId}-columns`}>
        <Title order={3} size="h5" id={`${nameId}-columns`}>
          {t('listViews.columns')}
        </Title>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((column, index) => {
            const label = props.columnLabel(column.Property);
            return (
              <Group key={column.Property} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  label={label}
                  checked={column.IsDisplayed}
                  disabled={!column.IsDisplayable}
                  onChange={(event) => change(showColumn(list, column.Property, event.currentTarget.checked))}
                  data-testid={`column-${column.Property}`}
                />
                <Group gap={4} wrap="nowrap">
                  {props.widths && (
                    <WidthInput
                      key={column.Width}
                      label={t('listViews.width', { column: label })}
                      width={column.Width}
                      onChange={(width) => change(setColumnWidth(list, column.Property, width))}
                    />
                  )}
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('listViews.moveUp', { column: label })}
                    disabled={index === 0}
                    onClick={() => change(moveColumn(list, column.Property, -1))}
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('listViews.moveDown', { column: label })}
                    disabled={index === list.length - 1}
                    onClick={() => change(moveColumn(list, column.Property, 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Group>
          <Button
            variant="subtle"
            loading={resetColumns.isPending}
            onClick={() =>
              resetColumns.mutate(undefined, {
                onSuccess: () => notify.success(t('listViews.resetDone')),
                onError,
              })
            }
          >
            {t('listViews.reset')}
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby={`${nameId}-views`}>
        <Title order={3} size="h5" id={`${nameId}-views`}>
          {t('listViews.views')}
        </Title>
        {views.data && views.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('listViews.none')}
          </Text>
        )}
        {views.isError && <Text c="red.8">{t('listViews.loadFailed')}</Text>}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(views.data ?? []).map((view) => (
            <Group key={view.Id} component="li" justify="space-between" gap="xs" data-testid="saved-view">
              <Group gap="xs" style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {view.Libelle}
                </Text>
                {view.IsPublic && <Badge variant="light">{t('listViews.publicBadge')}</Badge>}
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => load(view)}
                  aria-label={t('listViews.loadLabel', { name: view.Libelle })}
                >
                  {t('listViews.load')}
                </Button>
                {view.isOwn && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove(view)}
                    aria-label={t('listViews.deleteLabel', { name: view.Libelle })}
                  >
                    {t('listViews.delete')}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Divider />
      <Stack
        gap="xs"
        component="form"
        aria-labelledby={`${nameId}-save`}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) save();
        }}
      >
        <Title order={3} size="h5" id={`${nameId}-save`}>
          {t('listViews.saveTitle')}
        </Title>
        <TextInput
          label={t('listViews.name')}
          value={name}
          maxLength={LIST_VIEW_LABEL_MAX}
          required
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {props.IdFestival !== null && (
          <Checkbox
            label={t('listViews.public')}
            checked={isPublic}
            onChange={(event) => setPublic(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={saveView.isPending} disabled={!name.trim()}>
            {t('listViews.save')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

/**
 * A column's width in pixels, saved when the field is left or Enter is pressed (not at every
 * keystroke); the rule holds it within its bounds. Remounted by its key when the saved width changes.
 */
function WidthInput(props: { label: string; width: number; onChange: (width: number) => void }) {
  const [value, setValue] = useState(String(props.width));
  const commit = () => {
    const width = Number(value);
    if (value.trim() === '' || !Number.isFinite(width)) setValue(String(props.width));
    else if (Math.round(width) !== props.width) props.onChange(width);
  };
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      min={COLUMN_WIDTH_MIN}
      max={COLUMN_WIDTH_MAX}
      step={10}
      size="xs"
      w={84}
      aria-label={props.label}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
