import { useState } from 'react';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem, RestaurantIssuerRequestItem } from '@mb/contracts';
import { IssuerFormModal } from '../issuers/issuer-form-modal.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useReloadIssuers } from '../use-issuers.js';
import { fetchRestaurantRequests, linkRestaurant } from './restaurant-requests-api.js';

const requestsKey = ['admin', 'invoicing', 'restaurant-requests'] as const;

/**
 * The owners' requests from the restaurant app (issue 35 item 1). The administrator creates the issuer from the
 * request's company (the modal starts filled with it) and links it here; a linked request shows its issuer.
 */
export function RestaurantRequests({ issuers }: { issuers: IssuerListItem[] }) {
  const { t } = useTranslation(invoicingNamespace);
  const reload = useReloadIssuers();
  const queryClient = useQueryClient();
  // The tab stays mounted: new requests are looked for now and then.
  const requests = useQuery({
    queryKey: requestsKey,
    queryFn: () => fetchRestaurantRequests(t('restaurants.loadFailed')),
    refetchInterval: 30_000,
  });
  const [creating, setCreating] = useState<RestaurantIssuerRequestItem | null>(null);
  const link = useMutation({
    mutationFn: ({ request, issuer }: { request: RestaurantIssuerRequestItem; issuer: IssuerListItem }) =>
      linkRestaurant(
        issuer.id,
        {
          restaurant_id: request.restaurant_id,
          restaurant_name: request.restaurant_name,
          owner_email: request.owner_email,
          inc_responsible: request.inc_responsible,
        },
        t('restaurants.linkFailed'),
      ),
    onSuccess: (message) => {
      invoicingToast('success', message);
      void reload();
      void queryClient.invalidateQueries({ queryKey: requestsKey });
    },
    onError: (error) => invoicingToast('error', error.message),
  });

  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('restaurants.title')}</Title>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {(['restaurant', 'company', 'owner', 'state'] as const).map((column) => (
              <Table.Th key={column}>{t(`restaurants.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.data.map((request) => {
            const issuer = issuers.find((candidate) => candidate.nit === request.nit);
            const name = request.restaurant_name ?? request.restaurant_id;
            return (
              <Table.Tr key={request.restaurant_id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{request.business_name}</Text>
                  <Text size="xs" c="dimmed">
                    NIT {request.nit}-{request.dv} · {request.inc_responsible ? t('restaurants.inc') : t('restaurants.noInc')}
                  </Text>
                </Table.Td>
                <Table.Td>{request.owner_email}</Table.Td>
                <Table.Td>
                  {request.issuer_id !== null ? (
                    <Badge color="green" variant="light">
                      {t('restaurants.linked', { id: request.issuer_id })}
                    </Badge>
                  ) : issuer ? (
                    <Button
                      size="xs"
                      loading={link.isPending}
                      aria-label={t('restaurants.linkTo', { restaurant: name, issuer: issuer.business_name })}
                      onClick={() => link.mutate({ request, issuer })}
                    >
                      {t('restaurants.link')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('restaurants.createFor', { restaurant: name })}
                      onClick={() => setCreating(request)}
                    >
                      {t('restaurants.create')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {creating && <IssuerFormModal issuer={null} request={creating} onClose={() => setCreating(null)} />}
    </Stack>
  );
}
