import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One of the dashboard's top lists: a label per row and its count. */
export function RankedList({ title, rows }: { title: string; rows: Array<{ label: string; count: number }> }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="md" radius="md">
      <Table aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th ta="right">{t('analytics.lists.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.label}</Table.Td>
              <Table.Td ta="right">{row.count.toLocaleString('es-CO')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          {t('analytics.lists.empty')}
        </Text>
      )}
    </Paper>
  );
}
