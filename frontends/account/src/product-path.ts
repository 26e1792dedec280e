/** The product segment of the invoicing and restaurant calls (`/{ns}/...`, spec 1 §7, spec 2 §7.6): the gateway's default. */
const productNamespace = 'mb';

export const productPath = (rest: string) => `/${productNamespace}${rest}`;
