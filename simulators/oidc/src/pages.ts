// The HTML the popup shows: Google's account chooser, in Spanish and small. Every value goes through escapeHtml.
import escapeHtml from 'escape-html';

const style = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f4f9;
  font-family:Roboto,Arial,sans-serif;color:#1f1f1f}
main{width:100%;max-width:420px;margin:16px;padding:36px 32px 28px;background:#fff;border-radius:24px}
.logo{font-size:26px;font-weight:500;letter-spacing:-1px}
.logo span:nth-child(1),.logo span:nth-child(4){color:#4285f4}.logo span:nth-child(2),.logo span:nth-child(6){color:#ea4335}
.logo span:nth-child(3){color:#fbbc05}.logo span:nth-child(5){color:#34a853}
h1{font-size:28px;font-weight:400;margin:16px 0 8px}
.subtitle{margin:0 0 4px;color:#444746}
.client{margin:0 0 24px;color:#444746;font-size:14px}
label{display:block;font-size:14px;margin:16px 0 6px;color:#444746}
input{width:100%;padding:13px 14px;font-size:16px;border:1px solid #747775;border-radius:4px}
input:focus{outline:2px solid #0b57d0;border-color:transparent}
.error{margin:12px 0 0;padding:10px 12px;border-radius:8px;background:#fce8e6;color:#b3261e;font-size:14px}
.actions{display:flex;flex-direction:row-reverse;justify-content:space-between;align-items:center;margin-top:32px}
button{font:inherit;font-size:14px;font-weight:500;border:0;border-radius:20px;padding:10px 24px;cursor:pointer}
.primary{background:#0b57d0;color:#fff}.secondary{background:none;color:#0b57d0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><div class="logo" aria-hidden="true"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>
${body}</main></body>
</html>`;
}

export interface LoginPageInput {
  action: string;
  cancelAction: string;
  clientId: string;
  email: string;
  name: string;
  error?: string;
}

/**
 * "Continuar" comes first in the form so that Enter submits it; row-reverse puts it on the right, as Google does.
 * "Cancelar" posts to its own action and skips the browser's validation of the empty fields.
 */
export function loginPage(input: LoginPageInput): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return layout(
    'Iniciar sesión con Google',
    `<h1>Iniciar sesión con Google</h1>
<p class="subtitle">Simulador de Google para desarrollo</p>
<p class="client">Para continuar en <strong>${escapeHtml(input.clientId)}</strong></p>
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.email)}">
<label for="name">Nombre completo</label>
<input id="name" name="name" autocomplete="name" required value="${escapeHtml(input.name)}">
${error}
<div class="actions">
<button type="submit" class="primary">Continuar</button>
<button type="submit" class="secondary" formaction="${escapeHtml(input.cancelAction)}" formnovalidate>Cancelar</button>
</div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="subtitle">${escapeHtml(message)}</p>`);
}

const avatarColors = ['#1a73e8', '#d93025', '#188038', '#e37400', '#9334e6', '#007b83', '#c5221f', '#3c4043'];

/** A 96×96 circle with the initials, the colour picked from the sub so it is stable per person. */
export function avatarSvg(name: string, sub: string): string {
  const words = name.split(' ').filter(Boolean);
  const initials = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? Array.from(word)[0]!.toLocaleUpperCase('es') : ''))
    .join('');
  const color = avatarColors[Number(sub.slice(-3)) % avatarColors.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="${color}"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Roboto,Arial,sans-serif" font-size="40" fill="#fff">${escapeHtml(initials || '?')}</text>
</svg>`;
}
