// Spanish words of the messages that carry a one-time code or a reset link, spread into ../es.ts; one entry per key
// of codes.en.ts.
import type { codeMessagesEn } from './codes.en';

export const codeMessagesEs: Record<keyof typeof codeMessagesEn, string> = {
  'codes.email.subject': 'Su código de verificación',
  'codes.sms.subject': 'Código de verificación',
  'codes.body': 'Su código de verificación es {code}. Vence en {minutes} minutos.',
  'codes.sms.never': 'Nunca lo comparta con nadie.',
  'codes.advice.enrollment':
    'Ingréselo para terminar de crear su cuenta en línea. Si usted no pidió crearla, ignore este correo y no comparta el código con nadie.',
  'codes.advice.signIn':
    'Si usted no acaba de iniciar sesión, no comparta este código con nadie y cambie su contraseña.',
  'codes.advice.recheck':
    'Usted pidió confirmar su identidad antes de cambiar su cuenta. Si no fue usted, no comparta este código con nadie y cambie su contraseña.',
  'codes.contactChange.subject': 'Confirme sus nuevos datos de contacto',
  'codes.advice.contactChange': 'Si usted no pidió cambiar sus datos de contacto, llámenos.',
  'codes.signUp.body': 'Su código de confirmación es {code}. Vence en 1 hora.',
  'codes.reset.subject': 'Restablezca su contraseña',
  'codes.reset.body':
    'Use este enlace para elegir una nueva contraseña: {link}\nO ingrese el código {code}. Vence en 1 hora.',
};
