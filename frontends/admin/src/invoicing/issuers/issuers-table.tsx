import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { environments, type IssuerListItem } from '@mb/contracts';
import { IssuerWarningBadges } from '../../warnings/expiry-warnings.js';
import { invoicingNamespace } from '../translations.js';

interface IssuersTableProps {
  issuers: IssuerListItem[];
  /** The issuer whose details are being fetched for editing. */
  editingId: number | null;
  onEdit(issuer: IssuerListItem): void;
  onDelete(issuer: IssuerListItem): void;
}

function Flag({ on }: { on: boolean }) {
  const { t } = useTranslation(invoicingNamespace);
  return (
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {on ? t('list.yes') : t('list.no')}
    </Badge>
  );
}

/** One row per issuer with its setup state (spec 3 §2.1 "Issuer list"). */
export function IssuersTable({ issuers, editingId, onEdit, onDelete }: IssuersTableProps) {
  const { t } = useTranslation(invoicingNamespace);
  const columns = [
    'id',
    'businessName',
    'nit',
    'dv',
    'token',
    'configured',
    'signature',
    'resolutions',
    'environment',
    'restaurant',
    'actions',
  ] as const;
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`list.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issuers.map((issuer) => (
            <Table.Tr key={issuer.id}>
              <Table.Td>{issuer.id}</Table.Td>
              <Table.Td>
                {issuer.business_name}
                <IssuerWarningBadges issuerId={issuer.id} />
              </Table.Td>
              <Table.Td>{issuer.nit}</Table.Td>
              <Table.Td>{issuer.dv}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" maw={180} truncate="end" title={issuer.token ?? undefined}>
                  {issuer.token ?? t('list.noToken')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Flag on={issuer.configured === 1} />
              </Table.Td>
              <Table.Td title={issuer.certificate_expiration_date ?? undefined}>
                <Flag on={issuer.signature_configured === 1} />
              </Table.Td>
              <Table.Td>{issuer.resolutions_count}</Table.Td>
              <Table.Td>
                {issuer.type_environment_id === environments.production ? t('environments.production') : t('environments.test')}
              </Table.Td>
              <Table.Td>
                {issuer.restaurant ? (
                  <>
                    <Text size="sm">{issuer.restaurant.restaurant_name ?? issuer.restaurant.restaurant_id}</Text>
                    <Text size="xs" c="dimmed">
                      {t('list.owner', { email: issuer.restaurant.owner_email })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('list.posDocuments', {
                        environment:
                          issuer.eqdocs_type_environment_id === environments.production
                            ? t('environments.production')
                            : t('environments.test'),
                      })}
                    </Text>
                  </>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('list.noRestaurant')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    loading={editingId === issuer.id}
                    aria-label={t('list.editIssuer', { name: issuer.business_name })}
                    onClick={() => onEdit(issuer)}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('list.deleteIssuer', { name: issuer.business_name })}
                    onClick={() => onDelete(issuer)}
                  >
                    {t('list.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
