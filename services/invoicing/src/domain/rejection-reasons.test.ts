import { buyerDocumentProblem, documentCodes } from './buyer-document.js';
import { fixInProfile, invoicedDocumentProblem } from './invoiced-buyer.js';
import { buyerView, issuerSideText, rejectionReason } from './rejection-reasons.js';

describe('rejections explained with who fixes them', () => {
  it('FAD06, a CUFE DIAN computes otherwise, is the issuer’s to fix, on an invoice and on its notes', () => {
    const invoice = rejectionReason('Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.');
    expect(invoice).toMatchObject({ rule: 'FAD06', fixedBy: 'issuer', notice: false });
    expect(invoice.explanation).toMatch(/CUFE/);
    expect(rejectionReason('Regla: CAD06, Rechazo: Valor del CUDE no está calculado correctamente.')).toMatchObject({
      rule: 'CAD06',
      fixedBy: 'issuer',
      explanation: invoice.explanation,
    });
  });

  it('the buyer’s data (FAK) is the buyer’s; the issuer’s data (FAJ), numbering (FAB) and amounts (FAU, FAX) the issuer’s', () => {
    expect(rejectionReason('Regla: FAK24, Rechazo: DV no corresponde al NIT informado.')).toMatchObject({
      fixedBy: 'buyer',
      explanation: 'El dígito de verificación (DV) no corresponde al NIT del comprador.',
    });
    expect(rejectionReason('Regla: FAK26, Rechazo: x').fixedBy).toBe('buyer');
    for (const rule of ['FAJ43b', 'FAB11b', 'FAB99', 'FAU14', 'FAX07', 'CBG02', '90', 'ZE02', 'XYZ1']) {
      expect(rejectionReason(`Regla: ${rule}, Rechazo: x`)).toMatchObject({ rule, fixedBy: 'issuer' });
    }
    expect(rejectionReason('Regla: FAB11b, Rechazo: x').explanation).toBe(
      'El número del documento está fuera del rango que autoriza la resolución de numeración.',
    );
  });

  it('a DIAN notice is marked as one; our own texts keep their words, the buyer’s document being the buyer’s', () => {
    expect(rejectionReason('Regla: RUT01, Notificación: La validación del estado del RUT…')).toMatchObject({ notice: true });
    const document = invoicedDocumentProblem(documentCodes.nit, '900123456-1')!;
    expect(rejectionReason(document)).toEqual({
      rule: null,
      explanation: buyerDocumentProblem(documentCodes.nit, '900123456-1'),
      fixedBy: 'buyer',
      notice: false,
    });
    expect(rejectionReason('Falta el correo electrónico del cliente.').fixedBy).toBe('buyer');
    expect(rejectionReason('Se agotó la numeración autorizada de la resolución SETP; configura una nueva resolución.').fixedBy).toBe(
      'issuer',
    );
  });

  it('the buyer reads no rule text, and is sent to the profile only for a problem of theirs', () => {
    const issuers = buyerView([
      'Regla: FAD06, Rechazo: El valor del CUFE no está calculado correctamente.',
      'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con respecto al Nit suministrado.',
    ]);
    expect(issuers).toEqual({ texts: [issuerSideText], fixInProfile: false });
    const theirs = buyerView(['Regla: FAK24, Rechazo: DV no corresponde al NIT informado.', 'Regla: RUT01, Notificación: x']);
    expect(theirs).toEqual({
      texts: [`El dígito de verificación (DV) no corresponde al NIT del comprador. ${fixInProfile}`],
      fixInProfile: true,
    });
    expect(buyerView([])).toEqual({ texts: [], fixInProfile: false });
  });
});
