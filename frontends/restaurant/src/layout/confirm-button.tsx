import { useState, type ReactNode } from 'react';
import { Button, Group, Popover, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends ButtonProps {
  /** The question asked before acting, e.g. '¿Eliminar el plato "Bandeja paisa"?'. */
  question: string;
  onConfirm: () => void;
  children: ReactNode;
}

/** A destructive action asks first: the button opens a question with the action and 'Cancelar'. */
export function ConfirmButton({ question, onConfirm, children, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation('restaurant');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow trapFocus position="bottom">
      <Popover.Target>
        <Button color="red" variant="light" {...button} onClick={() => setOpened((open) => !open)}>
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={question}>
        <Text size="sm" mb="xs">
          {question}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setOpened(false)}>
            {t('layout.cancel')}
          </Button>
          <Button
            size="xs"
            color="red"
            onClick={() => {
              setOpened(false);
              onConfirm();
            }}
          >
            {t('layout.confirm')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
