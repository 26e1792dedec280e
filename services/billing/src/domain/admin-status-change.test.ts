import { membershipStatusMessages as texts, subscriptionStatuses } from '@mb/contracts';
import { checkAdminStatusChange } from './admin-status-change.js';

const refusal = (run: () => void) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
};

describe('an administrator changing a membership’s status', () => {
  it('may deactivate an active membership', () => {
    expect(refusal(() => checkAdminStatusChange('active', 'cancelled'))).toBeUndefined();
  });

  it('never activates one, whatever its status: only a payment does', () => {
    for (const status of subscriptionStatuses) {
      expect(refusal(() => checkAdminStatusChange(status, 'active'))).toEqual({
        status: 409,
        message: texts.activationNeedsPayment(status),
      });
    }
    expect(texts.activationNeedsPayment('cancelled')).toMatch(/esta está cancelada$/);
  });

  it('deactivates nothing but an active membership, naming where it is', () => {
    for (const status of subscriptionStatuses.filter((status) => status !== 'active')) {
      expect(refusal(() => checkAdminStatusChange(status, 'cancelled'))).toEqual({
        status: 409,
        message: texts.deactivationNeedsActive(status),
      });
    }
    expect(texts.deactivationNeedsActive('pending_payment')).toBe(
      'Solo se puede desactivar una membresía activa; esta está pendiente de pago',
    );
  });
});
