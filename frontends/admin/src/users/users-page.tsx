import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, Paper, Select, SimpleGrid, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { roles, userStatuses, type ListUsersQuery } from '@mb/contracts';
import { ApiError, emit, formatDate, formatDateTime, useSignedInUser } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import { ExpiryWarningsPanel } from '../warnings/expiry-warnings.js';
import { UserActionsDialog } from './user-actions-dialog.js';
import { useAdminDashboard, type DashboardUser } from './use-admin-dashboard.js';
import './users-translations.js';

/** Spec 2 §2.5: SuperAdmin red, Admin orange, Client green. */
const roleColors: Record<DashboardUser['role'], string> = { SuperAdmin: 'red', Admin: 'orange', Client: 'green' };
/** Spec 2 §2.5: Basic by default, Pro for pro, Enterprise for gold. */
const shownPlans: Record<DashboardUser['plan_type'], 'basic' | 'pro' | 'enterprise'> = {
  básico: 'basic',
  estandar: 'basic',
  pro: 'pro',
  gold: 'enterprise',
};
const pageSize = 25;
const searchDelayMs = 300;
type Sort = ListUsersQuery['sort'];
const sortable: Partial<Record<string, Sort>> = {
  user: 'full_name',
  role: 'role',
  status: 'status',
  lastLogin: 'last_login',
  registered: 'created_at',
};

/** /admin — 'Panel de Super Administrador': the cards, the filters and a page of users, all from the server. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const signedIn = useSignedInUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), searchDelayMs);
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: Sort; order: 'asc' | 'desc' }>({ field: 'created_at', order: 'desc' });
  const [selected, setSelected] = useState<DashboardUser | null>(null);
  // 'deleted' is not a status but the accounts deleted and still restorable (identity's `deleted` filter).
  const deleted = status === 'deleted';
  const dashboard = useAdminDashboard({
    q,
    role: (role ?? undefined) as ListUsersQuery['role'],
    status: (deleted ? undefined : (status ?? undefined)) as ListUsersQuery['status'],
    deleted: deleted ? 'true' : 'false',
    page,
    limit: pageSize,
    sort: sort.field,
    order: sort.order,
  });
  const filter = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };

  if (dashboard.error instanceof ApiError && dashboard.error.status === 403) return <AccessDenied />;
  const data = dashboard.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const header = (column: keyof typeof columnsOrder) => {
    const field = sortable[column];
    const label = t(`users.columns.${column}`);
    if (!field) return <Table.Th key={column}>{label}</Table.Th>;
    const active = sort.field === field;
    return (
      <Table.Th key={column} aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <UnstyledButton fw={600} onClick={() => setSort({ field, order: active && sort.order === 'desc' ? 'asc' : 'desc' })}>
          {label} {active ? (sort.order === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <AdminScreen title={t('users.title')} backLabel={t('users.back')}>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => emit('open-admin-invoices')}>
          {t('users.invoices')}
        </Button>
        <Button variant="subtle" onClick={() => emit('open-admin-audit')}>
          {t('users.audit')}
        </Button>
        {signedIn?.role === 'SuperAdmin' && (
          <Button variant="subtle" onClick={() => emit('open-admin-operations')}>
            {t('users.operations')}
          </Button>
        )}
      </Group>
      <ExpiryWarningsPanel />
      {data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(['active', 'administrators', 'clients', 'inactive'] as const).map((card) => (
            <Paper key={card} withBorder p="md" aria-label={t(`users.stats.${card}`)} role="group">
              <Text size="sm" c="dimmed">
                {t(`users.stats.${card}`)}
              </Text>
              <Text fz={28} fw={700}>
                {data.stats[card]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Group align="end">
        <TextInput
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label={t('users.role')}
          placeholder={t('users.all')}
          clearable
          value={role}
          onChange={filter(setRole)}
          data={roles.filter((name) => name !== 'SuperAdmin').map((name) => ({ value: name, label: t(`users.roles.${name}`) }))}
          w={160}
        />
        <Select
          label={t('users.status')}
          placeholder={t('users.all')}
          clearable
          value={status}
          onChange={filter(setStatus)}
          data={[
            ...userStatuses.filter((name) => name !== 'suspended').map((name) => ({ value: name, label: t(`users.statuses.${name}`) })),
            { value: 'deleted', label: t('users.deletedFilter') },
          ]}
          w={160}
        />
      </Group>
      {data?.unavailable.includes('plans') && <Alert color="yellow">{t('users.plansUnavailable')}</Alert>}
      {dashboard.isPending ? (
        <LoadingState text={t('users.loading')} />
      ) : dashboard.isError ? (
        <FailureAlert
          message={t('users.loadFailed', { message: dashboard.error.message })}
          retryLabel={t('users.retry')}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : data!.users.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('users.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table
              striped
              highlightOnHover
              aria-busy={dashboard.isPlaceholderData}
              style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>{(Object.keys(columnsOrder) as (keyof typeof columnsOrder)[]).map(header)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data!.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {user.full_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{user.company_name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={roleColors[user.role]}>{user.role}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {user.deleted_at ? (
                        <Badge variant="light" color="red">
                          {t('users.deletedOn', { date: formatDate(user.deleted_at) })}
                        </Badge>
                      ) : (
                        <Badge variant="light" color={user.status === 'active' ? 'green' : 'gray'}>
                          {t(`users.statuses.${user.status}`)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`users.plans.${shownPlans[user.plan_type]}`)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {user.last_login ? formatDateTime(user.last_login) : t('users.never')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setSelected(user)} aria-label={`${t('users.manage')} ${user.email}`}>
                        {t('users.manage')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('users.page', { page, pages, total: data!.total })}
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Group>
        </>
      )}
      {selected && <UserActionsDialog user={selected} onClose={() => setSelected(null)} />}
    </AdminScreen>
  );
}

/** The §2.5 columns, in order. */
const columnsOrder = { user: 1, company: 1, role: 1, status: 1, plan: 1, lastLogin: 1, registered: 1, actions: 1 };
