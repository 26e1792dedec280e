import type { InvoiceListItem, InvoiceProblem } from '@mb/contracts';
import { buyerView, rejectionReason } from '../../domain/rejection-reasons.js';

/** The stored messages explained for the lists, each with who can fix it; DIAN's notices left out, they stopped nothing. */
export function invoiceProblems(errors: string[]): InvoiceProblem[] {
  return errors
    .map(rejectionReason)
    .filter((reason) => !reason.notice)
    .map(({ rule, explanation, fixedBy }) => ({ rule, explanation, fixed_by: fixedBy }));
}

/**
 * An invoice as its buyer sees it: the explanations meant for them instead of DIAN's texts (no rule anywhere), and
 * their profile named only when a problem is theirs to fix.
 */
export function buyerInvoiceItem(item: InvoiceListItem): InvoiceListItem {
  const note = item.credit_note;
  return {
    ...item,
    errors: buyerView(item.errors).texts,
    problems: item.problems.map((problem) => ({ ...problem, rule: null })),
    credit_note: note && { ...note, errors: buyerView(note.errors).texts },
  };
}
