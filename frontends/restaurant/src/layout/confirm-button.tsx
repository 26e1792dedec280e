import { useState, type ReactNode } from 'react';
import { Button, Group, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends ButtonProps {
  /** The question asked before acting, e.g. '¿Cancelar el pedido #12?'. */
  question: string;
  onConfirm: () => void;
  /** The two answers when 'Cancelar' / 'Confirmar' would be unclear, e.g. 'Mantener pedido' / 'Cancelar pedido'. */
  keepLabel?: string;
  confirmLabel?: string;
  children: ReactNode;
}

/**
 * A destructive action asks first: the button gives way, in place, to the question with 'Confirmar' and 'Cancelar'
 * (in place rather than a pop-up, so it stays under the finger on a tablet).
 */
export function ConfirmButton({ question, onConfirm, keepLabel, confirmLabel, children, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation('restaurant');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button color="red" variant="light" {...button} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  }
  return (
    <Group gap={6} role="group" aria-label={question} wrap="wrap">
      <Text size="xs" fw={600}>
        {question}
      </Text>
      <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
        {keepLabel ?? t('layout.cancel')}
      </Button>
      <Button
        size="compact-xs"
        color="red"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel ?? t('layout.confirm')}
      </Button>
    </Group>
  );
}
