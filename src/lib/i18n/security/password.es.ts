// Spanish words of the password section of the security settings; one entry per key of password.en.ts.
import type { passwordSectionEn } from './password.en';

export const passwordSectionEs: Record<keyof typeof passwordSectionEn, string> = {
  'security.password.heading': 'Contraseña',
  'security.password.intro':
    'Cambie la contraseña con la que inicia sesión. Le enviaremos un correo electrónico para avisarle del cambio, y su sesión sigue abierta aquí.',
  'security.password.formLabel': 'Cambiar su contraseña',
  'security.password.current': 'Contraseña actual',
  'security.password.submit': 'Cambiar contraseña',
  'security.password.changing': 'Cambiando la contraseña...',
  'security.password.changed': 'Se cambió su contraseña.',
  'security.password.currentRequired': 'La contraseña actual es obligatoria',
  'security.password.sameAsCurrent': 'Elija una contraseña nueva que sea distinta de la actual',
  'security.password.wrongCurrent': 'Su contraseña actual no es correcta. Escríbala de nuevo.',
  'security.password.rejected': 'No se puede usar esa contraseña nueva. Elija otra que cumpla las reglas.',
  'security.password.tooMany': 'Demasiados intentos. Por su seguridad, espere 15 minutos y vuelva a intentarlo.',
  'security.password.failed': 'No pudimos cambiar su contraseña en este momento. Vuelva a intentarlo.',
  'security.password.acting': 'Solo el cliente puede cambiar su contraseña.',
};
