// Spanish words of the authenticator-app section of the security settings; one entry per key of authenticator.en.ts.
import type { authenticatorEn } from './authenticator.en';

export const authenticatorEs: Record<keyof typeof authenticatorEn, string> = {
  'security.authenticator.heading': 'Aplicación de autenticación',
  'security.authenticator.intro':
    'Una aplicación de autenticación en su teléfono (como Google Authenticator, Microsoft Authenticator o 1Password) le da un código nuevo cada 30 segundos. Cuando está activada, le pedimos su código al iniciar sesión en lugar de enviarle uno por correo electrónico o mensaje de texto.',
  'security.authenticator.statusOn': 'Activada',
  'security.authenticator.statusOff': 'Desactivada',
  'security.authenticator.status': 'Aplicación de autenticación: {status}',
  'security.authenticator.setUp': 'Configurar',
  'security.authenticator.turnOff': 'Desactivar',
  'security.authenticator.scan': 'Escanee este código QR con su aplicación de autenticación.',
  'security.authenticator.qrAlt': 'Código QR para agregar su cuenta a una aplicación de autenticación',
  'security.authenticator.secretIntro': '¿No puede escanearlo? Ingrese esta clave en la aplicación:',
  'security.authenticator.secretLabel': 'Clave de configuración',
  'security.authenticator.copy': 'Copiar clave',
  'security.authenticator.copied': 'Clave copiada.',
  'security.authenticator.formLabel': 'Confirme su aplicación de autenticación',
  'security.authenticator.codeLabel': 'Código de la aplicación',
  'security.authenticator.codeHint': 'Ingrese el código de 6 dígitos que muestra la aplicación para esta cuenta.',
  'security.authenticator.confirm': 'Activar',
  'security.authenticator.confirming': 'Activando...',
  'security.authenticator.cancel': 'Cancelar',
  'security.authenticator.wrongCode':
    'Ese código no coincide. Ingrese el código más reciente que muestra la aplicación.',
  'security.authenticator.startOver': 'Demasiados códigos no coincidieron. Elija "Configurar" para empezar de nuevo.',
  'security.authenticator.turnedOn':
    'Su aplicación de autenticación está activada. Le pediremos su código al iniciar sesión.',
  'security.authenticator.turnedOff':
    'Su aplicación de autenticación está desactivada. Volveremos a enviarle sus códigos por correo electrónico o mensaje de texto.',
  'security.authenticator.acting': 'Solo el cliente puede ver o cambiar su aplicación de autenticación.',
  'security.authenticator.failed':
    'No pudimos cambiar su aplicación de autenticación en este momento. Vuelva a intentarlo.',
  'security.authenticator.lastFactor':
    'Su aplicación de autenticación sigue activada porque no tiene ninguna llave de acceso. Para desactivarla, primero agregue una llave de acceso arriba.',
  'security.authenticator.moveHint':
    '¿Tiene un teléfono nuevo? Pase la aplicación a ese teléfono. Los códigos de su teléfono anterior siguen funcionando hasta que ingrese un código del nuevo.',
  'security.authenticator.move': 'Pasar a un teléfono nuevo',
  'security.authenticator.moveScan': 'Escanee este código QR con la aplicación de autenticación de su teléfono nuevo.',
  'security.authenticator.moveFormLabel': 'Confirme la aplicación de su teléfono nuevo',
  'security.authenticator.moveCodeLabel': 'Código del teléfono nuevo',
  'security.authenticator.moveConfirm': 'Terminar el cambio',
  'security.authenticator.moving': 'Cambiando...',
  'security.authenticator.moveStartOver':
    'Demasiados códigos no coincidieron. Elija "Pasar a un teléfono nuevo" para empezar de nuevo.',
  'security.authenticator.moved':
    'Su aplicación de autenticación ahora está en su teléfono nuevo. Los códigos de su teléfono anterior ya no funcionan.',
};
