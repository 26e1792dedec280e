// The files an issued document comes with: its XML, zip, DIAN's ApplicationResponse, the AttachedDocument and a PDF.
// Stand-ins with the right identifiers and UBL structure, not signed.
import { crc32 } from 'node:zlib';
import { typeDocument } from './catalog.js';
import { customerPartyXml, escapeXml, monetaryTotalXml } from './customer-party.js';
import type { QrImage } from './qr-image.js';
import type { Company, IssuedDocument } from './state.js';

/**
 * The document's UBL: the POS extensions of an equivalent document, its identifiers, the buyer (with their country) and
 * the totals, as APIDIAN prints them.
 */
export function invoiceXml(document: IssuedDocument): string {
  const totals = (document.payload.legal_monetary_totals ?? document.payload.requested_monetary_totals ?? {}) as Record<string, unknown>;
  const type = typeDocument(document.typeDocumentId);
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">',
    ...posExtensionsXml(document.payload),
    '  <cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID>',
    `  <cbc:ProfileExecutionID>${document.environment}</cbc:ProfileExecutionID>`,
    `  <cbc:ID>${escapeXml(document.fullNumber)}</cbc:ID>`,
    `  <cbc:UUID schemeID="${document.environment}" schemeName="${type.cufe_algorithm}">${document.cufe}</cbc:UUID>`,
    `  <cbc:IssueDate>${document.date}</cbc:IssueDate>`,
    `  <cbc:IssueTime>${document.time}-05:00</cbc:IssueTime>`,
    `  <cbc:InvoiceTypeCode>${type.code}</cbc:InvoiceTypeCode>`,
    customerPartyXml((document.payload.customer ?? {}) as Record<string, unknown>),
    monetaryTotalXml(totals),
    '</Invoice>',
    '',
  ].join('\n');
}

/** The POS blocks of `_ubl_extensions_eq_docs_pos.blade.php`: each a list of Name/Value pairs, in its order. */
const posExtensions = [
  {
    element: 'FabricanteSoftware',
    group: 'InformacionDelFabricanteDelSoftware',
    block: 'software_manufacturer',
    names: { NombreApellido: 'name', RazonSocial: 'business_name', NombreSoftware: 'software_name' },
  },
  {
    element: 'BeneficiosComprador',
    group: 'InformacionBeneficiosComprador',
    block: 'buyer_benefits',
    names: { Codigo: 'code', NombresApellidos: 'name', Puntos: 'points' },
  },
  {
    element: 'PuntoVenta',
    group: 'InformacionCajaVenta',
    block: 'cash_information',
    names: {
      PlacaCaja: 'plate_number',
      UbicaciónCaja: 'location',
      Cajero: 'cashier',
      TipoCaja: 'cash_type',
      CódigoVenta: 'sales_code',
      SubTotal: 'subtotal',
    },
  },
];

function posExtensionsXml(payload: Record<string, unknown>): string[] {
  if (typeof payload.cash_information !== 'object' || payload.cash_information === null) return [];
  const extensions = posExtensions.map(({ element, group, block, names }) => {
    const values = (payload[block] ?? {}) as Record<string, unknown>;
    const pairs = Object.entries(names).map(
      ([name, field]) => `<Name>${name}</Name><Value>${escapeXml(String(values[field] ?? ''))}</Value>`,
    );
    return `    <ext:UBLExtension><ext:ExtensionContent><${element}><${group}>${pairs.join('')}</${group}></${element}></ext:ExtensionContent></ext:UBLExtension>`;
  });
  return ['  <ext:UBLExtensions>', ...extensions, '  </ext:UBLExtensions>'];
}

export function applicationResponseXml(document: IssuedDocument): string {
  const code = document.outcome === 'accepted' ? '02' : '04';
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    `  <cbc:ResponseCode>${code}</cbc:ResponseCode>`,
    `  <cbc:UUID>${document.cufe}</cbc:UUID>`,
    ...document.errors.map((error) => `  <cbc:Description>${escapeXml(error)}</cbc:Description>`),
    '</ApplicationResponse>',
    '',
  ].join('\n');
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/**
 * The electronic container DIAN asks the issuer to hand the buyer (Anexo técnico 1.9, §6.6 AttachedDocument): the
 * UBL 2.1 AttachedDocument with the sender and receiver, the signed document as its attachment, and DIAN's
 * ApplicationResponse with the validation result as the parent document's reference. Unsigned, like the rest here.
 */
export function attachedDocumentXml(
  company: Pick<Company, 'business_name' | 'identification_number' | 'dv'>,
  document: IssuedDocument,
): string {
  const customer = (document.payload.customer ?? {}) as { name?: unknown; identification_number?: unknown; dv?: unknown };
  const party = (name: string, id: string, dv: string | null) =>
    [
      '    <cac:PartyTaxScheme>',
      `      <cbc:RegistrationName>${escapeXml(name)}</cbc:RegistrationName>`,
      `      <cbc:CompanyID schemeAgencyID="195" schemeAgencyName="CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)"${dv ? ` schemeID="${dv}"` : ''} schemeName="31">${escapeXml(id)}</cbc:CompanyID>`,
      '      <cbc:TaxLevelCode>R-99-PN</cbc:TaxLevelCode>',
      '      <cac:TaxScheme><cbc:ID>01</cbc:ID><cbc:Name>IVA</cbc:Name></cac:TaxScheme>',
      '    </cac:PartyTaxScheme>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<AttachedDocument xmlns="urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">',
    '  <ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>',
    '  <cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID>',
    '  <cbc:CustomizationID>Documentos adjuntos</cbc:CustomizationID>',
    '  <cbc:ProfileID>DIAN 2.1</cbc:ProfileID>',
    `  <cbc:ProfileExecutionID>${document.environment}</cbc:ProfileExecutionID>`,
    `  <cbc:ID>${escapeXml(document.fullNumber)}</cbc:ID>`,
    `  <cbc:IssueDate>${document.date}</cbc:IssueDate>`,
    `  <cbc:IssueTime>${document.time}-05:00</cbc:IssueTime>`,
    '  <cbc:DocumentType>Contenedor de Factura Electrónica</cbc:DocumentType>',
    `  <cbc:ParentDocumentID>${escapeXml(document.fullNumber)}</cbc:ParentDocumentID>`,
    '  <cac:SenderParty>',
    party(company.business_name, company.identification_number, company.dv),
    '  </cac:SenderParty>',
    '  <cac:ReceiverParty>',
    party(String(customer.name ?? ''), String(customer.identification_number ?? ''), customer.dv ? String(customer.dv) : null),
    '  </cac:ReceiverParty>',
    '  <cac:Attachment>',
    '    <cac:ExternalReference>',
    '      <cbc:MimeCode>text/xml</cbc:MimeCode>',
    '      <cbc:EncodingCode>UTF-8</cbc:EncodingCode>',
    `      <cbc:Description>${cdata(invoiceXml(document))}</cbc:Description>`,
    '    </cac:ExternalReference>',
    '  </cac:Attachment>',
    '  <cac:ParentDocumentLineReference>',
    '    <cbc:LineID>1</cbc:LineID>',
    '    <cac:DocumentReference>',
    `      <cbc:ID>${escapeXml(document.fullNumber)}</cbc:ID>`,
    `      <cbc:UUID schemeName="${typeDocument(document.typeDocumentId).cufe_algorithm}">${document.cufe}</cbc:UUID>`,
    `      <cbc:IssueDate>${document.date}</cbc:IssueDate>`,
    '      <cbc:DocumentType>ApplicationResponse</cbc:DocumentType>',
    '      <cac:Attachment>',
    '        <cac:ExternalReference>',
    '          <cbc:MimeCode>text/xml</cbc:MimeCode>',
    '          <cbc:EncodingCode>UTF-8</cbc:EncodingCode>',
    `          <cbc:Description>${cdata(applicationResponseXml(document))}</cbc:Description>`,
    '        </cac:ExternalReference>',
    '      </cac:Attachment>',
    '      <cac:ResultOfVerification>',
    '        <cbc:ValidatorID>Unidad Especial Dirección de Impuestos y Aduanas Nacionales</cbc:ValidatorID>',
    `        <cbc:ValidationResultCode>${document.outcome === 'accepted' ? '02' : '04'}</cbc:ValidationResultCode>`,
    `        <cbc:ValidationDate>${document.date}</cbc:ValidationDate>`,
    `        <cbc:ValidationTime>${document.time}-05:00</cbc:ValidationTime>`,
    '      </cac:ResultOfVerification>',
    '    </cac:DocumentReference>',
    '  </cac:ParentDocumentLineReference>',
    '</AttachedDocument>',
    '',
  ].join('\n');
}

export function soapXml(operation: string, body: string): string {
  return `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:wcf="http://wcf.dian.colombia"><soap:Body><wcf:${operation}>${body}</wcf:${operation}></soap:Body></soap:Envelope>`;
}

export const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** A real zip holding one stored (uncompressed) file. */
export function zipOne(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** How large the QR is drawn, in points (about 4.5 cm), and the lowest it may sit on the page. */
const qrPoints = 128;
const bottomMargin = 36;

/**
 * A one-page PDF 1.4 with a few lines of text and, under them, the QR as an image (one grey pixel per module, drawn
 * without smoothing so its modules stay sharp); the xref offsets are computed, so readers open it.
 */
export function invoicePdf(lines: string[], qr?: QrImage): Buffer {
  const text = lines.map((line, index) => `BT /F1 11 Tf 56 ${780 - index * 16} Td (${pdfString(line)}) Tj ET`).join('\n');
  const qrBottom = Math.max(bottomMargin, 780 - lines.length * 16 - qrPoints);
  const content = qr ? `${text}\nq ${qrPoints} 0 0 ${qrPoints} 56 ${qrBottom} cm /QR Do Q` : text;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >>${qr ? ' /XObject << /QR 6 0 R >>' : ''} >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...(qr
      ? [
          `<< /Type /XObject /Subtype /Image /Width ${qr.side} /Height ${qr.side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Interpolate false /Length ${qr.pixels.length} >>\nstream\n${qr.pixels.toString('latin1')}\nendstream`,
        ]
      : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Latin-1 text inside a PDF literal string. */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}
