import { dianMessages, readGetStatus, readSendBillSync } from './dian-answer.js';

const nil = { _attributes: { nil: 'true' } };
const sendBillSync = (result: Record<string, unknown>) => ({
  success: true,
  message: 'AttachedDocument #SETP990000001 generada con éxito',
  cufe: 'abc',
  ResponseDian: {
    Envelope: {
      Header: {
        Action: { _attributes: { mustUnderstand: '1' }, _value: 'http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSyncResponse' },
      },
      Body: { SendBillSyncResponse: { SendBillSyncResult: result } },
    },
  },
});

describe('reading DIAN’s verdict from ResponseDian, never from success', () => {
  it('00 and IsValid "true": accepted, with its CUFE', () => {
    const verdict = readSendBillSync(
      sendBillSync({
        ErrorMessage: {},
        IsValid: 'true',
        StatusCode: '00',
        StatusDescription: 'Procesado Correctamente.',
        XmlDocumentKey: 'f00d',
        XmlBytes: nil,
      }),
    );
    expect(verdict).toEqual({
      outcome: 'accepted',
      statusCode: '00',
      errors: [],
      statusDescription: 'Procesado Correctamente.',
      documentKey: 'f00d',
    });
  });

  it('99 with success true: rejected, one message as a string or several as an array', () => {
    const one = readSendBillSync(
      sendBillSync({ ErrorMessage: { string: 'Regla: FAD06, Rechazo: NIT' }, IsValid: 'false', StatusCode: '99' }),
    );
    expect(one).toMatchObject({ outcome: 'rejected', statusCode: '99', errors: ['Regla: FAD06, Rechazo: NIT'] });
    const two = readSendBillSync(
      sendBillSync({ ErrorMessage: { string: ['Regla: A, Rechazo: x', 'Regla: B, Rechazo: y'] }, IsValid: 'false', StatusCode: '99' }),
    );
    expect(two?.errors).toEqual(['Regla: A, Rechazo: x', 'Regla: B, Rechazo: y']);
  });

  it('a rejection without messages explains itself with the status description', () => {
    const verdict = readSendBillSync(
      sendBillSync({ ErrorMessage: nil, IsValid: 'false', StatusCode: '89', StatusDescription: 'NIT no autorizado' }),
    );
    expect(verdict).toMatchObject({ outcome: 'rejected', errors: ['NIT no autorizado'] });
  });

  it('IsValid "true" with a code other than 00 is not accepted', () => {
    expect(readSendBillSync(sendBillSync({ IsValid: 'true', StatusCode: '99' }))?.outcome).toBe('rejected');
  });

  it('98 or an empty StatusCode ({}) is in process; 66 is unknown', () => {
    expect(readSendBillSync(sendBillSync({ IsValid: 'false', StatusCode: {} }))?.outcome).toBe('in_process');
    expect(readSendBillSync(sendBillSync({ IsValid: 'false', StatusCode: '98' }))?.outcome).toBe('in_process');
    const status = {
      ResponseDian: {
        Envelope: { Body: { GetStatusResponse: { GetStatusResult: { IsValid: 'false', StatusCode: '66', ErrorMessage: {} } } } },
      },
    };
    expect(readGetStatus(status)?.outcome).toBe('unknown');
  });

  it('an answer without ResponseDian has no verdict', () => {
    expect(readSendBillSync({ success: false, message: 'El servicio de la DIAN no está disponible en este momento.' })).toBeNull();
    expect(readSendBillSync(undefined)).toBeNull();
  });

  it('ErrorMessage forms', () => {
    expect(dianMessages({})).toEqual([]);
    expect(dianMessages(nil)).toEqual([]);
    expect(dianMessages({ string: { _attributes: {}, _value: 'Regla: X' } })).toEqual(['Regla: X']);
  });
});
