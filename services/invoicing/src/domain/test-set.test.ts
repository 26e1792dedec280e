import { readTestSetUpload, readTestSetVerdict } from './test-set.js';

const nil = { _attributes: { nil: 'true' } };
const upload = (result: unknown, message = 'Factura de Venta Nacional #SETP990000001 generada con éxito') => ({
  message,
  ResponseDian: { Envelope: { Body: { SendTestSetAsyncResponse: { SendTestSetAsyncResult: result } } } },
});
const zipStatus = (dianResponse: unknown) => ({
  ResponseDian: { Envelope: { Body: { GetStatusZipResponse: { GetStatusZipResult: { DianResponse: dianResponse } } } } },
});

describe('the test set as DIAN answers it', () => {
  it('an upload gives its ZipKey, or the reasons DIAN refused it (one track or several), or APIDIAN’s message', () => {
    expect(readTestSetUpload(upload({ ErrorMessageList: nil, ZipKey: 'b1c2' }))).toEqual({ zipKey: 'b1c2' });
    const track = (text: string) => ({ Success: 'false', ProcessedMessage: text, XmlFileName: nil });
    expect(readTestSetUpload(upload({ ErrorMessageList: { XmlParamsResponseTrackId: track('Set cerrado.') }, ZipKey: nil }))).toEqual({
      refusal: 'Set cerrado.',
    });
    expect(
      readTestSetUpload(upload({ ErrorMessageList: { XmlParamsResponseTrackId: [track('Uno.'), track('Dos.')] }, ZipKey: nil })),
    ).toEqual({ refusal: 'Uno. Dos.' });
    expect(readTestSetUpload(upload({ ErrorMessageList: nil, ZipKey: '' }, 'Error al almacenar archivo zip.'))).toEqual({
      refusal: 'Error al almacenar archivo zip.',
    });
    // APIDIAN's own validation refusal is no test-set answer.
    expect(readTestSetUpload({ message: 'The given data was invalid.', errors: { number: ['requerido'] } })).toBeUndefined();
  });

  it('the zip status: still validating is pending, 00 accepted, 99 rejected with its rules (one DianResponse or a list)', () => {
    expect(
      readTestSetVerdict(zipStatus({ IsValid: 'false', StatusCode: {}, StatusDescription: 'Batch en proceso de validación.' })),
    ).toEqual({
      status: 'pending',
    });
    expect(readTestSetVerdict(zipStatus([{ IsValid: 'true', StatusCode: '00', ErrorMessage: {} }]))).toEqual({ status: 'accepted' });
    expect(
      readTestSetVerdict(
        zipStatus({ IsValid: 'false', StatusCode: '99', ErrorMessage: { string: ['Regla: FAD06, Rechazo: CUFE', 'Regla: FAK24'] } }),
      ),
    ).toEqual({ status: 'rejected', message: 'Regla: FAD06, Rechazo: CUFE Regla: FAK24' });
    expect(readTestSetVerdict({ message: 'no es una respuesta de la DIAN' })).toEqual({ status: 'pending' });
  });
});
