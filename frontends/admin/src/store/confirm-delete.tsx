import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storeToast } from './store-toast.js';

/**
 * A deletion asked for, confirmed, then made: success is told and `listKey` reloaded; a refusal shows the server's
 * reason (a category with products, a product with live subscriptions).
 */
export function useDeletion<T>(remove: (item: T) => Promise<unknown>, done: { message: string; listKey: readonly string[] }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      storeToast('success', done.message);
      void queryClient.invalidateQueries({ queryKey: done.listKey });
    },
    onError: (error) => storeToast('error', error.message),
    onSettled: () => setTarget(null),
  });
  return { target, ask: setTarget, confirm: () => target && mutation.mutate(target), cancel: () => setTarget(null), busy: mutation.isPending };
}

/** The confirmation asked before deleting a category or a product (spec 2 §2.8). */
export function ConfirmDelete({ text, busy, onConfirm, onCancel }: { text: string | null; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={text !== null} onClose={onCancel} title={t('storeAdmin.confirm.title')} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('storeAdmin.confirm.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {t('storeAdmin.confirm.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
