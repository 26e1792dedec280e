import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, emit, formatDate, useSignedInUser } from '@mb/ui';
import { MembershipsDialog } from '../memberships/memberships-dialog.js';
import { TakePaymentDialog } from '../memberships/take-payment-dialog.js';
import type { DashboardUser } from './use-admin-dashboard.js';

type Open = 'actions' | 'memberships' | 'payment' | 'delete';

/** Spec 2 §2.5's row dialog: Activar (when not active), Membresías, Tomar pago, Eliminar (after confirming). */
export function UserActionsDialog({ user, onClose }: { user: DashboardUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>('actions');
  const [busy, setBusy] = useState(false);
  const name = user.full_name || user.email;

  async function change(run: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    try {
      await run();
      emit('global-toast', { type: 'success', message: done });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      onClose();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : t('users.unknownError');
      emit('global-toast', { type: 'error', message: t(failed, { message }) });
      setBusy(false);
    }
  }
  const activate = () =>
    change(
      () => apiRequest(`/auth/users/${encodeURIComponent(user.id)}`, { method: 'PUT', body: { status: 'active' } }),
      t('users.activated'),
      'users.activateFailed',
    );
  const remove = () =>
    change(() => apiRequest(`/auth/users/${encodeURIComponent(user.id)}`, { method: 'DELETE' }), t('users.deleted'), 'users.deleteFailed');
  const restore = () =>
    change(
      () => apiRequest(`/auth/users/${encodeURIComponent(user.id)}/restore`, { method: 'POST' }),
      t('users.restored'),
      'users.restoreFailed',
    );
  const superAdmin = useSignedInUser()?.role === 'SuperAdmin';

  return (
    <>
      <Modal opened={open === 'actions'} onClose={onClose} title={t('users.dialogTitle', { name })} size="sm">
        {user.deleted_at ? (
          <Stack>
            <Text size="sm">{t('users.deletedOn', { date: formatDate(user.deleted_at) })}</Text>
            {superAdmin && (
              <Button loading={busy} onClick={() => void restore()}>
                {t('users.restore')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack>
            {user.status !== 'active' && (
              <Button loading={busy} onClick={() => void activate()}>
                {t('users.activate')}
              </Button>
            )}
            <Button variant="light" onClick={() => setOpen('memberships')}>
              {t('users.memberships')}
            </Button>
            <Button variant="light" onClick={() => setOpen('payment')}>
              {t('users.takePayment')}
            </Button>
            <Button color="red" variant="light" onClick={() => setOpen('delete')}>
              {t('users.delete')}
            </Button>
          </Stack>
        )}
      </Modal>
      <MembershipsDialog user={user} opened={open === 'memberships'} onClose={onClose} />
      <TakePaymentDialog user={user} opened={open === 'payment'} onClose={onClose} />
      <Modal opened={open === 'delete'} onClose={onClose} title={t('users.deleteTitle')} size="md">
        <Stack>
          <Text>{t('users.deleteConfirm', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('users.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('users.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
