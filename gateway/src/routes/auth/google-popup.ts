import escapeHtml from 'escape-html';

/** JSON inside a <script>: `<` escaped so no value can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type PopupResult =
  | {
      type: 'google-auth-success';
      token: string;
      user: { full_name?: string | null; email: string; google_photo_url?: string | null; legal_id?: string | null; phone?: string | null };
    }
  | { type: 'google-auth-error'; message: string };

/** Where the popup's script is served from: no inline script runs under the Content-Security-Policy. */
export const popupScriptPath = '/auth/google/popup.js';

/** Reads the result the page carries as data and hands it to the window that opened it (same origin only). */
export const popupScript = `const result = JSON.parse(document.getElementById('google-result').textContent);
if (window.opener) {
  window.opener.postMessage(result, window.location.origin);
  window.close();
}
`;

/**
 * The last page of the Google popup: tells the window that opened it (same origin only) and closes.
 * Without an opener (the link opened in a tab) it says what happened and offers the way home.
 */
export function popupPage(result: PopupResult): string {
  const text = result.type === 'google-auth-success' ? 'Sesión iniciada. Puedes cerrar esta ventana.' : result.message;
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>MB Platform · Google</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; color: #1f2937">
<main style="text-align: center"><p>${escapeHtml(text)}</p><p><a href="/">Volver a MB Platform</a></p></main>
<script type="application/json" id="google-result">${scriptJson(result)}</script>
<script src="${popupScriptPath}"></script>
</body>
</html>`;
}
