import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PinPad } from './pin-pad.js';

/** 'Cambiar persona': another person of the restaurant takes over this device with their PIN, no platform sign-in. */
export function SwitchPersonButton() {
  const { t } = useTranslation('restaurant');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpen(true)}>
        {t('staff.switch.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('staff.switch.title')}>
        {open && <PinPad onSwitched={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
