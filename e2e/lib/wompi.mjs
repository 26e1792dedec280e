// Paying in Wompi's widget (an iframe served by the sandbox simulator), as a buyer does.

/** Checks the amount the widget shows (e.g. '$ 150.000'), then pays with the card. */
export async function payInWidget(page, { amount, cardNumber }) {
  const checkout = page.frameLocator('iframe[title="Checkout de Wompi"]');
  await checkout.getByText(amount).first().waitFor();
  await checkout.getByLabel('Número de tarjeta').fill(cardNumber);
  await checkout.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Nombre en la tarjeta').fill('Cliente de Pagos');
  await checkout.getByRole('button', { name: 'Pagar' }).click();
}
