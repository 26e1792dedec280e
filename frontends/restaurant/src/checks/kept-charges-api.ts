import { useMutation } from '@tanstack/react-query';
import type { ChargeCheckRequest } from '@mb/contracts';
import { dropWrite, type ChargeWrite, type QueuedWrite } from '../offline/offline-queue.js';
import { keepWrite, newKey, sendQueued } from '../offline/send-or-queue.js';
import { useQueuedWrites } from '../offline/use-queued-writes.js';
import { useRefreshChecks } from './checks-api.js';

const chargePath = (checkId: string) => `/restaurant/cuentas/${checkId}/cobrar`;

/**
 * A charge made without connection (issue 36), kept on the device with its own idempotency_key (the server charges a
 * key once). Cash goes by itself with the queue when the connection returns: the money is in the drawer. A card, a
 * transfer or a wallet may not have gone through, so it waits 'Por confirmar' until a person confirms or discards it.
 */
export function keepCharge(checkId: string, request: ChargeCheckRequest, due: number): Promise<void> {
  const toConfirm = request.payments.some((payment) => payment.method !== 'efectivo');
  return keepWrite({ key: newKey(), method: 'POST', path: chargePath(checkId), body: request }, { due, toConfirm });
}

/** The charges of this check the device keeps, oldest first. */
export const useKeptCharges = (checkId: string) =>
  useQueuedWrites().filter((write): write is ChargeWrite => Boolean(write.charge) && write.path === chargePath(checkId));

/** 'Confirmar cobro': the kept charge sent now (as who made it); once the server took it, it leaves the device. */
export function useConfirmKeptCharge() {
  const refresh = useRefreshChecks();
  return useMutation({
    mutationFn: async (write: QueuedWrite) => {
      await sendQueued(write);
      await dropWrite(write.seq!);
    },
    onSuccess: refresh,
  });
}
