import { apiRequest, emit, i18n } from '@mb/ui';

/** The product namespace of the invoicing calls (`/{ns}/fe/check`, spec 1 §7); the gateway's default. */
const invoicingNamespace = 'mb';

function askForProfile(messageKey: 'feCheckFailed' | 'feNotReady', afterSave?: 'retry-buy-now'): void {
  emit('global-toast', { type: 'error', message: i18n.t(`store:cart.${messageKey}`) });
  emit('open-fe-profile-modal', afterSave ? { afterSave } : undefined);
}

/**
 * Spec 1 §5: paying needs an electronic-invoicing profile that is ready. True when it is; otherwise the
 * visitor is told why and the profile dialog opens (with what to do once saved, for buy-now).
 */
export async function ensureInvoicingProfile(afterSave?: 'retry-buy-now'): Promise<boolean> {
  let ready: boolean;
  try {
    ready = (await apiRequest<{ ready?: boolean }>(`/${invoicingNamespace}/fe/check`)).ready === true;
  } catch {
    askForProfile('feCheckFailed', afterSave);
    return false;
  }
  if (!ready) askForProfile('feNotReady', afterSave);
  return ready;
}
