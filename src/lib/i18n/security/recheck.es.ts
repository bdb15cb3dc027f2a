// Spanish words of the re-check before a change and the offer to end other sessions, spread into ../es.ts.
import type { recheckEn } from './recheck.en';

export const recheckEs: Record<keyof typeof recheckEn, string> = {
  'recheck.heading': 'Confirme que es usted',
  'recheck.intro': 'Para proteger su cuenta, necesitamos confirmar que es usted antes de hacer este cambio.',
  'recheck.sending': 'Enviando un código a su correo electrónico...',
  'recheck.sent':
    'Enviamos un código de 6 dígitos a {email}. Vence en {minutes, plural, one {# minuto} other {# minutos}}.',
  'recheck.resent': 'Enviamos un código nuevo a {email}.',
  'recheck.code': 'Código',
  'recheck.confirm': 'Confirmar',
  'recheck.confirming': 'Confirmando...',
  'recheck.newCode': 'Enviar un código nuevo',
  'recheck.cancel': 'Cancelar',
  'recheck.app.prompt': 'Ingrese el código de 6 dígitos que muestra ahora su aplicación de autenticación.',
  'recheck.appCode': 'Código de su aplicación de autenticación',
  'recheck.passkey.prompt': 'Use su llave de acceso para confirmar que es usted.',
  'recheck.passkey.waiting': 'Esperando su llave de acceso...',
  'recheck.usePasskey': 'Usar una llave de acceso',
  'recheck.useApp': 'Usar mi aplicación de autenticación',
  'recheck.useEmail': 'Usar un código enviado a mi correo electrónico',
  'recheck.problem.codeFormat': 'Ingrese el código de 6 dígitos que le enviamos.',
  'recheck.problem.appCodeFormat': 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  'recheck.problem.wrongAppCode':
    'Ese código no es correcto o ya se usó. Espere el siguiente código en su aplicación e inténtelo de nuevo.',
  'recheck.problem.passkeyRefused':
    'Su llave de acceso no pudo confirmar que es usted. Inténtelo de nuevo o elija otra forma.',
  'recheck.problem.passkeyCancelled': 'No se usó ninguna llave de acceso. Inténtelo de nuevo o elija otra forma.',
  'recheck.problem.wrongCode': 'Ese código no es correcto. Revíselo e inténtelo de nuevo.',
  'recheck.problem.expired': 'Ese código ya no se puede usar. Pida un código nuevo.',
  'recheck.problem.tooMany': 'Se enviaron demasiados códigos. Inténtelo de nuevo en una hora.',
  'recheck.problem.failed': 'Algo salió mal. Inténtelo de nuevo.',
  'recheck.declined': 'No se hizo su cambio. Para hacerlo, confirme que es usted.',
  'recheck.endOthers.heading': '¿Cerrar todas las demás sesiones?',
  'recheck.endOthers.body.password':
    'Se cambió su contraseña. Si tiene la sesión abierta en otro dispositivo o navegador, puede cerrarla ahora. Aquí seguirá con la sesión abierta.',
  'recheck.endOthers.body.factor':
    'Se cambió la seguridad de su inicio de sesión. Si tiene la sesión abierta en otro dispositivo o navegador, puede cerrarla ahora. Aquí seguirá con la sesión abierta.',
  'recheck.endOthers.yes': 'Cerrar todas las demás sesiones',
  'recheck.endOthers.no': 'Ahora no',
  'recheck.endOthers.ending': 'Cerrando las demás sesiones...',
  'recheck.endOthers.done':
    '{count, plural, =0 {No tenía la sesión abierta en ningún otro lugar.} one {Se cerró # otra sesión.} other {Se cerraron # otras sesiones.}}',
  'recheck.endOthers.failed': 'No pudimos cerrar sus demás sesiones. Inténtelo de nuevo.',
  'recheck.endOthers.close': 'Cerrar',
};
