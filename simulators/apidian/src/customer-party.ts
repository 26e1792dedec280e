// The buyer and the totals of an invoice's UBL, as APIDIAN's templates print them from the request
// (resources/templates/xml/_accounting.blade.php and _legal_monetary_total.blade.php of [CO]).
import { colombia, country } from './countries.js';

type Body = Record<string, unknown>;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** DIAN's code (schemeName) of each type_document_identifications id (reference §7), 13 (cédula) by default. */
const documentCodes: Record<number, string> = {
  1: '11',
  2: '12',
  3: '13',
  4: '21',
  5: '22',
  6: '31',
  7: '41',
  8: '42',
  9: '50',
  10: '91',
  11: '47',
  12: '48',
};

const text = (value: unknown) => escapeXml(String(value ?? '').trim());

/**
 * The buyer's address: a DANE municipality in Colombia; abroad, code 00001 with the city and region the request wrote
 * (municipality_name, state_name). No address, no PhysicalLocation (APIDIAN's consumidor final example sends none).
 */
function addressXml(customer: Body): string[] {
  if (!String(customer.address ?? '').trim()) return [];
  const abroad = customer.country_id !== undefined && Number(customer.country_id) !== colombia;
  const place = country(customer.country_id);
  return [
    '      <cac:PhysicalLocation>',
    '        <cac:Address>',
    `          <cbc:ID>${abroad ? '00001' : text(customer.municipality_id)}</cbc:ID>`,
    ...(abroad ? [`          <cbc:CityName>${text(customer.municipality_name)}</cbc:CityName>`] : []),
    ...(abroad ? [`          <cbc:CountrySubentity>${text(customer.state_name)}</cbc:CountrySubentity>`] : []),
    `          <cac:AddressLine><cbc:Line>${text(customer.address)}</cbc:Line></cac:AddressLine>`,
    `          <cac:Country><cbc:IdentificationCode>${place.code}</cbc:IdentificationCode><cbc:Name languageID="es">${escapeXml(place.name)}</cbc:Name></cac:Country>`,
    '        </cac:Address>',
    '      </cac:PhysicalLocation>',
  ];
}

export function customerPartyXml(customer: Body): string {
  const scheme = documentCodes[Number(customer.type_document_identification_id ?? 3)] ?? '13';
  const dv = customer.dv === undefined ? '' : ` schemeID="${text(customer.dv)}"`;
  return [
    '  <cac:AccountingCustomerParty>',
    `    <cbc:AdditionalAccountID>${text(customer.type_organization_id ?? 2)}</cbc:AdditionalAccountID>`,
    '    <cac:Party>',
    ...addressXml(customer),
    '      <cac:PartyTaxScheme>',
    `        <cbc:RegistrationName>${text(customer.name)}</cbc:RegistrationName>`,
    `        <cbc:CompanyID schemeAgencyID="195"${dv} schemeName="${scheme}">${text(customer.identification_number)}</cbc:CompanyID>`,
    '      </cac:PartyTaxScheme>',
    '    </cac:Party>',
    '  </cac:AccountingCustomerParty>',
  ].join('\n');
}

const amount = (value: unknown) => Number(value ?? 0).toFixed(2);

/** LegalMonetaryTotal; PayableRoundingAmount only when the request gives one (UBL: optional). */
export function monetaryTotalXml(totals: Body): string {
  const element = (name: string, value: unknown) => `    <cbc:${name} currencyID="COP">${amount(value)}</cbc:${name}>`;
  return [
    '  <cac:LegalMonetaryTotal>',
    element('LineExtensionAmount', totals.line_extension_amount),
    element('TaxExclusiveAmount', totals.tax_exclusive_amount),
    element('TaxInclusiveAmount', totals.tax_inclusive_amount),
    element('AllowanceTotalAmount', totals.allowance_total_amount),
    element('ChargeTotalAmount', totals.charge_total_amount),
    ...(totals.payable_rounding_amount === undefined ? [] : [element('PayableRoundingAmount', totals.payable_rounding_amount)]),
    element('PayableAmount', totals.payable_amount),
    '  </cac:LegalMonetaryTotal>',
  ].join('\n');
}
