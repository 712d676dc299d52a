import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableScrollContainer } from './table-scroll-container.ts';
import { TableScrollContainer } from './table-scroll-container-shim.tsx';

const TABLE_MODULE = '/repo/node_modules/@mantine/core/esm/components/Table/Table.mjs';

describe('Table.ScrollContainer on demand', () => {
  it("points Mantine Table's import at the shim, and nothing else", async () => {
    const plugin = tableScrollContainer();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => Promise<string | null>;
    expect(await resolveId.call({}, './TableScrollContainer.mjs', TABLE_MODULE)).toMatch(
      /table-scroll-container-shim\.tsx$/,
    );
    expect(await resolveId.call({}, './TableScrollContainer.mjs', '/repo/src/table.tsx')).toBeNull();
    expect(await resolveId.call({}, './Table.components.mjs', TABLE_MODULE)).toBeNull();
  });

  it("renders Mantine's scroll container once its module has loaded", async () => {
    render(
      <MantineProvider>
        <TableScrollContainer minWidth={500}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Short film</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      </MantineProvider>,
    );
    const cell = await screen.findByText('Short film');
    expect(cell.closest('.mantine-TableScrollContainer-scrollContainer')).not.toBeNull();
  });
});
