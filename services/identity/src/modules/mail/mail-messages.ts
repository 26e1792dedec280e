import escapeHtml from 'escape-html';

/** What the mail queue carries: everything a message needs, so the worker never reads the database. */
export type MailJob =
  | { kind: 'verification'; to: string; fullName: string; code: string; link: string }
  | { kind: 'password-reset'; to: string; fullName: string; link: string }
  | { kind: 'username-reminder'; to: string; fullName: string; username: string }
  | { kind: 'sign-up-attempt'; to: string; fullName: string; link: string }
  | { kind: 'email-changed'; to: string; fullName: string; code: string; link: string }
  | {
      kind: 'subscription-expiring';
      to: string;
      fullName: string;
      productName: string;
      planName: string;
      daysLeft: number;
      expiresOn: string;
      link: string;
    }
  | { kind: 'subscription-grace'; to: string; fullName: string; productName: string; suspendsOn: string; link: string };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Each message is a list of blocks rendered twice, so the HTML and plain-text bodies cannot drift apart.
type Block = { paragraph: string } | { code: string } | { button: string; link: string };

const brand = 'MB Platform';
const colour = '#0f766e';

export function renderMail(job: MailJob): RenderedMail {
  const { subject, blocks } = compose(job);
  const all: Block[] = [{ paragraph: `Hola ${job.fullName}:` }, ...blocks, { paragraph: `El equipo de ${brand}` }];
  return { subject, html: toHtml(subject, all), text: toText(all) };
}

function compose(job: MailJob): { subject: string; blocks: Block[] } {
  switch (job.kind) {
    case 'verification':
    case 'email-changed':
      return {
        subject: job.kind === 'verification' ? `Verifica tu cuenta de ${brand}` : `Verifica tu nuevo email en ${brand}`,
        blocks: [
          {
            paragraph:
              job.kind === 'verification'
                ? `Gracias por registrarte en ${brand}. Para activar tu cuenta, verifica tu dirección de email.`
                : `Cambiaste el email de tu cuenta de ${brand} a esta dirección. Para empezar a usarla, verifícala.`,
          },
          { paragraph: 'Tu código de verificación es:' },
          { code: job.code },
          { paragraph: 'Escríbelo en la ventana de verificación o usa este botón:' },
          { button: 'Verificar mi cuenta', link: job.link },
          { paragraph: 'El código y el enlace expiran en 24 horas.' },
          {
            paragraph:
              job.kind === 'verification'
                ? 'Si no creaste esta cuenta, ignora este mensaje.'
                : 'Si no pediste este cambio, ignora este mensaje.',
          },
        ],
      };
    case 'password-reset':
      return {
        subject: `Restablece tu contraseña de ${brand}`,
        blocks: [
          { paragraph: `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${brand}.` },
          { button: 'Restablecer contraseña', link: job.link },
          { paragraph: 'El enlace expira en 1 hora.' },
          { paragraph: 'Si no la solicitaste, ignora este mensaje: tu contraseña no cambiará.' },
        ],
      };
    case 'subscription-expiring':
      return {
        subject: `Tu suscripción a ${job.productName} vence en ${job.daysLeft} ${job.daysLeft === 1 ? 'día' : 'días'}`,
        blocks: [
          { paragraph: `Tu plan ${job.planName} de ${job.productName} vence el ${job.expiresOn}.` },
          { paragraph: 'Renuévalo para seguir usándolo sin interrupciones.' },
          { button: 'Ver mis suscripciones', link: job.link },
        ],
      };
    case 'subscription-grace':
      return {
        subject: `Tu suscripción a ${job.productName} venció`,
        blocks: [
          {
            paragraph: `Tu suscripción a ${job.productName} venció. Puedes seguir usándola hasta el ${job.suspendsOn}; después se suspenderá.`,
          },
          { paragraph: 'Renuévala antes de esa fecha para no perder el acceso.' },
          { button: 'Renovar mi suscripción', link: job.link },
        ],
      };
    case 'sign-up-attempt':
      return {
        subject: `Alguien intentó registrarse con tu email en ${brand}`,
        blocks: [
          { paragraph: `Alguien intentó crear una cuenta de ${brand} con esta dirección de email, que ya tiene una cuenta.` },
          {
            paragraph:
              'Si fuiste tú, inicia sesión con tu contraseña; si no la recuerdas, puedes restablecerla desde la página de inicio de sesión.',
          },
          { button: 'Iniciar sesión', link: job.link },
          { paragraph: 'Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.' },
        ],
      };
    case 'username-reminder':
      return {
        subject: `Tu usuario de ${brand}`,
        blocks: [
          { paragraph: `Tu usuario de ${brand} es tu dirección de email:` },
          { code: job.username },
          {
            paragraph:
              'Úsalo con tu contraseña para iniciar sesión. Si no la recuerdas, puedes restablecerla desde la página de inicio de sesión.',
          },
          { paragraph: 'Si no pediste este recordatorio, ignora este mensaje.' },
        ],
      };
  }
}

function toText(blocks: Block[]): string {
  const lines = blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('code' in block) return `    ${block.code}`;
    return `${block.button}: ${block.link}`;
  });
  return `${lines.join('\n\n')}\n`;
}

function toHtml(subject: string, blocks: Block[]): string {
  const body = blocks.map((block) => {
    if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
    if ('code' in block) {
      return `<p style="margin:0 0 16px;padding:12px;background:#f0fdfa;border-radius:6px;text-align:center;font:bold 28px/1.2 monospace;letter-spacing:4px">${escapeHtml(block.code)}</p>`;
    }
    // Some clients block buttons; the URL written out is the fallback a person can copy.
    const href = escapeHtml(block.link);
    return (
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:${colour};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#52606d">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${href}" style="color:${colour};word-break:break-all">${href}</a></p>`
    );
  });
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">` +
    `<h1 style="margin:0 0 24px;font-size:22px;color:${colour}">${brand}</h1>${body.join('')}</div></body></html>`
  );
}
