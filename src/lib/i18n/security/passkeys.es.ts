// Spanish words of passkeys, spread into ../es.ts; one entry per key of passkeys.en.ts.
import type { passkeysEn } from './passkeys.en';

export const passkeysEs: Record<keyof typeof passkeysEn, string> = {
  'login.passkey.button': 'Iniciar sesión con una llave de acceso',
  'login.passkey.needEmail':
    'Primero escriba su correo electrónico y luego elija "Iniciar sesión con una llave de acceso". No necesita contraseña.',
  'login.passkey.cancelled':
    'No se usó su llave de acceso. La solicitud se canceló o este dispositivo no tiene una llave de acceso para este sitio. Inténtelo de nuevo o inicie sesión con su contraseña.',
  'login.passkey.none':
    'Esta cuenta no tiene una llave de acceso para este sitio. Inicie sesión con su contraseña y luego agregue una llave de acceso en su configuración de seguridad.',
  'login.passkey.refused':
    'Esa llave de acceso no se aceptó aquí. Inicie sesión con su contraseña o pruebe con otra llave de acceso.',
  'login.passkey.unsupported': 'Este navegador no puede usar llaves de acceso. Inicie sesión con su contraseña.',

  'security.passkeys.heading': 'Llaves de acceso',
  'security.passkeys.intro':
    'Una llave de acceso le permite iniciar sesión con su huella, su rostro o el PIN del dispositivo en lugar de una contraseña y un código. Solo funciona en este sitio.',
  'security.passkeys.loading': 'Cargando sus llaves de acceso',
  'security.passkeys.loadFailed': 'No pudimos cargar sus llaves de acceso. Inténtelo de nuevo.',
  'security.passkeys.retry': 'Intentar de nuevo',
  'security.passkeys.none': 'Todavía no ha agregado una llave de acceso.',
  'security.passkeys.staffNote':
    'Las llaves de acceso se guardan en los dispositivos del cliente: solo el cliente puede verlas y cambiarlas.',
  'security.passkeys.add': 'Agregar una llave de acceso',
  'security.passkeys.adding': 'Siga las indicaciones de su dispositivo para crear la llave de acceso...',
  'security.passkeys.added': 'Se agregó su llave de acceso. La próxima vez, inicie sesión con ella.',
  'security.passkeys.defaultName': 'Llave de acceso {n}',
  'security.passkeys.created': 'Agregada',
  'security.passkeys.lastUsed': 'Último uso',
  'security.passkeys.neverUsed': 'Sin usar todavía',
  'security.passkeys.rename': 'Cambiar nombre',
  'security.passkeys.renameNamed': 'Cambiar el nombre de {name}',
  'security.passkeys.remove': 'Quitar',
  'security.passkeys.removeNamed': 'Quitar {name}',
  'security.passkeys.renameHeading': 'Cambiar el nombre de la llave de acceso',
  'security.passkeys.nameLabel': 'Nombre de la llave de acceso',
  'security.passkeys.nameHint': 'Un nombre que le ayude a reconocer el dispositivo, como "Computadora del trabajo".',
  'security.passkeys.save': 'Guardar',
  'security.passkeys.cancel': 'Cancelar',
  'security.passkeys.renamed': 'Se cambió el nombre de la llave de acceso.',
  'security.passkeys.nameInvalid': 'Escriba un nombre de 1 a 40 caracteres.',
  'security.passkeys.removeHeading': '¿Quitar esta llave de acceso?',
  'security.passkeys.removeBody':
    'Ya no podrá iniciar sesión con "{name}". Puede volver a agregar una llave de acceso cuando quiera.',
  'security.passkeys.removeConfirm': 'Quitar la llave de acceso',
  'security.passkeys.removed': 'Se quitó la llave de acceso.',
  'security.passkeys.cancelled': 'No se creó la llave de acceso. Puede intentarlo de nuevo cuando quiera.',
  'security.passkeys.exists': 'Este dispositivo ya tiene una llave de acceso para su cuenta.',
  'security.passkeys.failed': 'No funcionó. Inténtelo de nuevo.',
  'security.passkeys.lastFactor':
    'Esta es su única llave de acceso y su aplicación de autenticación está desactivada, así que se queda. Para quitarla, primero agregue otra llave de acceso o active la aplicación de autenticación.',

  'security.passkeyOffer.heading': '¿Iniciar sesión más rápido con una llave de acceso?',
  'security.passkeyOffer.body':
    'Este dispositivo puede guardar una llave de acceso para su cuenta. La próxima vez, inicie sesión con su huella, su rostro o el PIN del dispositivo: sin contraseña y sin código.',
  'security.passkeyOffer.add': 'Agregar una llave de acceso',
  'security.passkeyOffer.notNow': 'Ahora no',
  'security.passkeyOffer.close': 'Cerrar',
};
