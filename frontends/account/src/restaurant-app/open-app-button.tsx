import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { emit } from '@mb/ui';
import { openRestaurant, restaurantAppPath } from './open-restaurant.js';
import './open-app-translations.js';

type Step = 'idle' | 'opening' | 'entering';

export interface OpenAppButtonProps {
  subscriptionId: string;
  /** What the client reads when the app did not open (the owner's and a shared app's texts differ). */
  failureMessage(failure: unknown): string;
}

/**
 * Spec 2 §2.4: 'Abrir', then 'Abriendo...' (disabled) while the server hands out the restaurant token, then
 * 'Entrando...' on the way to /restaurant/panelControl; a failure restores the button and says why.
 */
export function OpenAppButton({ subscriptionId, failureMessage }: OpenAppButtonProps) {
  const { t } = useTranslation('account');
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('idle');

  const open = async () => {
    setStep('opening');
    try {
      await openRestaurant(subscriptionId);
    } catch (failure) {
      setStep('idle');
      emit('global-toast', { type: 'error', message: failureMessage(failure) });
      return;
    }
    setStep('entering');
    navigate(restaurantAppPath);
  };

  const label = { idle: t('openApp.open'), opening: t('openApp.opening'), entering: t('openApp.entering') }[step];
  return (
    <Button size="xs" disabled={step !== 'idle'} onClick={() => void open()}>
      {label}
    </Button>
  );
}
