// A new customer made through the real API, as the dialogs would: registered, verified with the e-mailed
// code and, when asked, with a ready electronic-invoicing profile (Cédula, Bogotá). Returns a `prepare` for
// openPage that hands the session to the browser like signedInAs does.
import { baseUrl } from './browser.mjs';
import { uniqueEmail, verificationCode, waitForMail } from './mail.mjs';
import { parseSetCookie, sessionCookie } from './session.mjs';

/** A JSON call to the gateway with a bearer token (a platform or a restaurant-app session) and any other `headers`. */
export async function api(path, { method = 'GET', body, token, headers = {} } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok || answer.success === false) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return { answer, response };
}

export async function newCustomer(label, { invoicingProfile = false, address = 'Calle 100 # 10-20' } = {}) {
  const email = uniqueEmail(label);
  await api('/auth/register', {
    method: 'POST',
    body: { email, password: 'Cliente2026!', full_name: 'Cliente de Pagos', legal_id: '1020304050' },
  });
  const code = verificationCode(await waitForMail(email, { subject: 'Verifica tu cuenta' }));
  const { response } = await api('/auth/verify-email', { method: 'POST', body: { token: code, email } });
  const token = sessionCookie(response);
  const cookies = response.headers.getSetCookie().map(parseSetCookie).filter(Boolean);

  if (invoicingProfile) {
    const { answer: codes } = await api('/mb/codes', { token });
    const byCode = (list, code) => list.find((item) => item.code === code).id;
    await api('/mb/fe/profile', {
      method: 'PUT',
      token,
      body: {
        person_type: 'NATURAL',
        type_document_identification_id: byCode(codes.data.type_document_identifications, '13'),
        type_regime_id: byCode(codes.data.type_regimes, '49'),
        municipality_id: byCode(codes.data.municipalities, '11001'),
        address,
      },
    });
  }

  const prepare = async (page, context = page.context()) => {
    if (cookies.length > 0) await context.addCookies(cookies);
  };
  return { email, token, prepare, api: (path, options = {}) => api(path, { ...options, token }).then((result) => result.answer) };
}
