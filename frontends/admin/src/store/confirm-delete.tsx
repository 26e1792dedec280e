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
  return {
    target,
    ask: setTarget,
    confirm: () => target && mutation.mutate(target),
    cancel: () => setTarget(null),
    busy: mutation.isPending,
  };
}

interface Answers {
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A confirmation's two answers, right-aligned: going back, and the action it asks about. */
export function ConfirmActions(props: Answers & { cancel: string; action: string; color: string }) {
  const { cancel, action, color, busy, onConfirm, onCancel } = props;
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button color={color} loading={busy} onClick={onConfirm}>
        {action}
      </Button>
    </Group>
  );
}

/** The confirmation asked before deleting a category or a product (spec 2 §2.8). */
export function ConfirmDelete({ text, ...answers }: Answers & { text: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={text !== null} onClose={answers.onCancel} title={t('storeAdmin.confirm.title')} centered>
      <Text mb="lg">{text}</Text>
      <ConfirmActions {...answers} cancel={t('storeAdmin.confirm.cancel')} action={t('storeAdmin.confirm.delete')} color="red" />
    </Modal>
  );
}
