import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A striped table of figures named for readers (`label`): `head` gives the columns in order (key → title) and each
 * row's `cells` what goes under each key.
 */
export function FiguresTable<Column extends string>({
  label,
  head,
  rows,
}: {
  label: string;
  head: Record<Column, string>;
  rows: { key: string | number; cells: Record<Column, ReactNode> }[];
}) {
  const columns = Object.keys(head) as Column[];
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{head[column]}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {columns.map((column) => (
              <Table.Td key={column}>{row.cells[column]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
