import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import { deleteIssuer } from '../issuers-api.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useReloadIssuers } from '../use-issuers.js';

/** Spec 3 §2.1: deleting asks first, since the issuer's user and company both go. */
export function DeleteIssuerModal({ issuer, onClose }: { issuer: IssuerListItem; onClose(): void }) {
  const { t } = useTranslation(invoicingNamespace);
  const reload = useReloadIssuers();
  const remove = useMutation({
    mutationFn: () => deleteIssuer(issuer.id, t('messages.deleteFailed')),
    onSuccess: () => {
      invoicingToast('success', t('messages.issuerDeleted'));
      void reload();
      onClose();
    },
    onError: (error) => invoicingToast('error', error.message),
  });

  return (
    <Modal opened onClose={onClose} title={t('deleteDialog.title', { name: issuer.business_name })} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Text>{t('messages.deleteConfirm')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('form.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
          {t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
