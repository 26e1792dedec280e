import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { issuerUnknownToApidianCode, type IssuerListItem } from '@mb/contracts';
import { deleteIssuer } from '../issuers-api.js';
import { isJsonObject } from '../json-text.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useReloadIssuers } from '../use-issuers.js';

const unknownToApidian = (error: Error) =>
  error instanceof ApiError && error.status === 409 && isJsonObject(error.body) && error.body.code === issuerUnknownToApidianCode;

/**
 * Spec 3 §2.1: deleting asks first, since the issuer's user and company both go. When APIDIAN no longer knows the
 * issuer, the dialog says so and asks again before removing it from the list only.
 */
export function DeleteIssuerModal({ issuer, onClose }: { issuer: IssuerListItem; onClose(): void }) {
  const { t } = useTranslation(invoicingNamespace);
  const reload = useReloadIssuers();
  const [forgotten, setForgotten] = useState(false);
  const remove = useMutation({
    mutationFn: (forget: boolean) => deleteIssuer(issuer.id, t('messages.deleteFailed'), { forget }),
    onSuccess: () => {
      invoicingToast('success', t('messages.issuerDeleted'));
      void reload();
      onClose();
    },
    onError: (error) => (unknownToApidian(error) ? setForgotten(true) : invoicingToast('error', error.message)),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deleteDialog.title', { name: issuer.business_name })}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Text>{forgotten ? t('deleteDialog.unknownToApidian') : t('messages.deleteConfirm')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('form.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(forgotten)}>
          {forgotten ? t('deleteDialog.forget') : t('deleteDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
