// Spanish words of the messages that carry a one-time code or a reset link, spread into ../es.ts; one entry per key
// of codes.en.ts.
import type { codeMessagesEn } from './codes.en';

export const codeMessagesEs: Record<keyof typeof codeMessagesEn, string> = {
  'verification.message.email.subject': 'Su código de verificación',
  'verification.message.sms.subject': 'Código de verificación',
  'verification.message.body':
    'Su código de verificación es {code}. Vence en {minutes, plural, one {# minuto} other {# minutos}}.',
  'verification.message.sms.never': 'Nunca lo comparta con nadie.',
  'verification.message.advice.enrollment':
    'Ingréselo para terminar de crear su cuenta en línea. Si usted no pidió crearla, ignore este correo y no comparta el código con nadie.',
  'verification.message.advice.signIn':
    'Si usted no acaba de iniciar sesión, no comparta este código con nadie y cambie su contraseña.',
  'verification.message.advice.recheck':
    'Usted pidió confirmar su identidad antes de cambiar su cuenta. Si no fue usted, no comparta este código con nadie y cambie su contraseña.',
  'verification.message.contactChange.subject': 'Confirme sus nuevos datos de contacto',
  'verification.message.advice.contactChange': 'Si usted no pidió cambiar sus datos de contacto, llámenos.',
  'verification.message.signUp.body': 'Su código de confirmación es {code}. Vence en 1 hora.',
  'verification.message.reset.subject': 'Restablezca su contraseña',
  'verification.message.reset.body':
    'Use este enlace para elegir una nueva contraseña: {link}\nO ingrese el código {code}. Vence en 1 hora.',
};
