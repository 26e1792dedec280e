// The buyer's invoices in their account (/cuenta, tab Facturas), as a person finds them.
import assert from 'node:assert/strict';
import { eventually } from './eventually.mjs';

/**
 * The newest invoice's card once DIAN accepted it. The invoice comes a moment after the payment (billing's approval
 * crosses Kafka to invoicing): the tab asks again each time it is reopened.
 */
export async function acceptedInvoiceCard(page) {
  const card = page.getByTestId('invoice-card').first();
  await eventually(
    async () => {
      await page.getByRole('tab', { name: 'Suscripciones' }).click();
      await page.getByRole('tab', { name: 'Facturas' }).click();
      await card.or(page.getByText('Aún no tienes facturas.')).first().waitFor();
      return (await card.count()) > 0 ? card.textContent() : '';
    },
    (text) => assert.match(text, /Aceptada por la DIAN/),
  );
  return card;
}
