// Spanish words of the security notices the server e-mails, spread into ../es.ts; one entry per key of notices.en.ts.
import type { noticesEn } from './notices.en';

export const noticesEs: Record<keyof typeof noticesEn, string> = {
  'account.securityNotice.greeting': 'Hola, {name}:',
  'account.securityNotice.greetingNoName': 'Hola:',
  'account.securityNotice.accountOfBrand': 'su cuenta de {brand}',
  'account.securityNotice.accountPlain': 'su cuenta',
  'account.securityNotice.passkeyAdded.subject': 'Se agregó una llave de acceso a su cuenta',
  'account.securityNotice.passkeyAdded.happened': 'Se agregó una llave de acceso a {account} el {when}, hora del Este.',
  'account.securityNotice.passkeyAdded.notYou':
    'Si usted no agregó esta llave de acceso, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.passkeyRemoved.subject': 'Se eliminó una llave de acceso de su cuenta',
  'account.securityNotice.passkeyRemoved.happened':
    'Se eliminó una llave de acceso de {account} el {when}, hora del Este.',
  'account.securityNotice.passkeyRemoved.notYou':
    'Si usted no eliminó esta llave de acceso, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.authenticatorOn.subject': 'Se activó una aplicación de autenticación en su cuenta',
  'account.securityNotice.authenticatorOn.happened':
    'Se activó una aplicación de autenticación en {account} el {when}, hora del Este. Los códigos para iniciar sesión ahora vienen de esa aplicación.',
  'account.securityNotice.authenticatorOn.notYou':
    'Si usted no activó una aplicación de autenticación, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.authenticatorOff.subject': 'Se desactivó la aplicación de autenticación de su cuenta',
  'account.securityNotice.authenticatorOff.happened':
    'Se desactivó la aplicación de autenticación de {account} el {when}, hora del Este. Los códigos para iniciar sesión ahora llegan por correo electrónico o mensaje de texto.',
  'account.securityNotice.authenticatorOff.notYou':
    'Si usted no desactivó la aplicación de autenticación, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.authenticatorMoved.subject': 'Su aplicación de autenticación se pasó a un teléfono nuevo',
  'account.securityNotice.authenticatorMoved.happened':
    'La aplicación de autenticación de {account} se pasó a un teléfono nuevo el {when}, hora del Este. Los códigos para iniciar sesión ahora vienen de la aplicación en ese teléfono; los códigos del teléfono anterior ya no funcionan.',
  'account.securityNotice.authenticatorMoved.notYou':
    'Si usted no pasó su aplicación de autenticación a otro teléfono, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.newDevice.subject': 'Un dispositivo nuevo inició sesión en su cuenta',
  'account.securityNotice.newDevice.happened':
    'Alguien inició sesión en {account} con su contraseña el {when}, hora del Este, desde un dispositivo que no habíamos visto antes.',
  'account.securityNotice.newDevice.notYou': 'Si no fue usted, es posible que otra persona conozca su contraseña.',
  'account.securityNotice.passwordChanged.subject': 'Se cambió su contraseña',
  'account.securityNotice.passwordChanged.happened': 'La contraseña de {account} se cambió el {when}, hora del Este.',
  'account.securityNotice.passwordChanged.notYou':
    'Si usted no cambió su contraseña, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.allSessionsEnded.subject': 'Se cerraron todas sus sesiones',
  'account.securityNotice.allSessionsEnded.happened':
    'Se cerraron todas las sesiones de {account} el {when}, hora del Este, en todos los dispositivos.',
  'account.securityNotice.allSessionsEnded.notYou':
    'Si usted no cerró todas sus sesiones, es posible que otra persona tenga acceso a su cuenta.',
  'account.securityNotice.passkeyName': 'Llave de acceso: {name}',
  'account.securityNotice.device': 'Dispositivo: {device}',
  'account.securityNotice.ifYou': 'Si fue usted, no tiene que hacer nada.',
  'account.securityNotice.whatToDo':
    'Restablezca su contraseña de inmediato en {resetUrl}, cierre todas las sesiones en su configuración de seguridad en {securityUrl} y {contact} para que podamos ayudarle a proteger su cuenta.',
  'account.securityNotice.contactBrand': 'llame a {brand} al {phone} ({hours})',
  'account.securityNotice.contactGeneric': 'llame a servicio al cliente al número que aparece en nuestro sitio web',
  'account.securityNotice.neverAsk':
    'Nunca le pediremos su contraseña ni un código por correo electrónico ni por teléfono.',
};
