import { settle } from './payment-status.js';

describe('a Wompi status applied to a payment', () => {
  it('approves a pending payment', () => {
    expect(settle('pending', 'APPROVED')).toEqual({ status: 'paid', effect: 'approve' });
  });

  it('declines a pending payment once; a second failed attempt adds nothing', () => {
    expect(settle('pending', 'DECLINED')).toEqual({ status: 'declined', effect: 'decline' });
    expect(settle('pending', 'ERROR')).toEqual({ status: 'error', effect: 'decline' });
    expect(settle('declined', 'ERROR')).toEqual({ status: 'declined', effect: 'none' });
  });

  it('lets a re-attempt approve a declined reference', () => {
    expect(settle('declined', 'APPROVED')).toEqual({ status: 'paid', effect: 'approve' });
  });

  it('never moves an approval back, except for a card void', () => {
    expect(settle('paid', 'PENDING')).toEqual({ status: 'paid', effect: 'none' });
    expect(settle('paid', 'DECLINED')).toEqual({ status: 'paid', effect: 'none' });
    expect(settle('paid', 'APPROVED')).toEqual({ status: 'paid', effect: 'none' });
    expect(settle('paid', 'VOIDED')).toEqual({ status: 'voided', effect: 'undo' });
    expect(settle('voided', 'APPROVED')).toEqual({ status: 'voided', effect: 'none' });
  });

  it('ignores PENDING', () => {
    expect(settle('pending', 'PENDING')).toEqual({ status: 'pending', effect: 'none' });
  });
});
