import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { fieldChanges } from './audit-changes.js';

/** One row per change: when, who (and from where), what, on which item, and the fields it altered. */
export function AuditTable({ entries, stale }: { entries: AuditEntryView[]; stale: boolean }) {
  const { t, i18n } = useTranslation('admin');
  // An action or item this screen has no words for yet (a newer service's) still shows, by its name.
  const named = (key: string, raw: string) => (i18n.exists(`admin:${key}`) ? t(key) : raw);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.columns.date')}</Table.Th>
            <Table.Th>{t('audit.columns.actor')}</Table.Th>
            <Table.Th>{t('audit.columns.action')}</Table.Th>
            <Table.Th>{t('audit.columns.entity')}</Table.Th>
            <Table.Th>{t('audit.columns.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const changes = fieldChanges(entry.before, entry.after);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {entry.actor_id === 'system' ? t('audit.system') : entry.actor_email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[entry.actor_id === 'system' ? null : entry.actor_role, entry.actor_ip].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{named(`audit.actions.${entry.action}`, entry.action)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {named(`audit.entities.${entry.entity_type}`, entry.entity_type)}
                  </Badge>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {entry.entity_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {changes.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('audit.noChanges')}
                    </Text>
                  ) : (
                    changes.map((change) => (
                      <Text key={change.field} size="xs" style={{ wordBreak: 'break-word' }}>
                        <b>{change.field}</b>: {change.before} → {change.after}
                      </Text>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
