// The server's refusals in Spanish, spread into ../es.ts; one entry per key of refusals.en.ts.
import type { refusalsEn } from './refusals.en';

export const refusalsEs: Record<keyof typeof refusalsEn, string> = {
  'refusals.signIn': 'Inicie sesión para continuar.',
  'refusals.notAllowed': 'No tiene permiso para hacer eso.',
  'refusals.mfaFirst': 'Confirme su identidad con la verificación de varios factores antes de ver su cuenta.',
  'refusals.mfaFirstShort': 'Primero confirme su identidad con la verificación de varios factores.',
  'refusals.ownInformation': 'Solo puede ver su propia información.',
  'refusals.internal': 'Error interno del servidor. Referencia: {reference}',
  'refusals.wentWrong': 'Algo salió mal. Referencia: {reference}',
  'refusals.code.digits': 'Ingrese solo números.',
  'refusals.code.tooMany': 'Se enviaron demasiados códigos. Vuelva a intentarlo en una hora.',
  'refusals.phoneOnFile':
    'Por su seguridad, solo podemos enviar un código por mensaje de texto al número de teléfono registrado.',
  'refusals.mfa.noMobile':
    'No tenemos un número de celular registrado al que enviar un código por mensaje de texto. Llámenos para recibir ayuda para iniciar sesión.',
  'refusals.identity.resetWait':
    'Espere {minutes, plural, one {# minuto} other {# minutos}} antes de pedir otro restablecimiento.',
  'refusals.identity.signUpWait':
    'Espere {minutes, plural, one {# minuto} other {# minutos}} antes de volver a registrarse.',
  'refusals.auth.email': 'El correo electrónico es obligatorio.',
  'refusals.auth.emailLike': 'Ingrese un correo electrónico válido, como nombre@example.com.',
  'refusals.auth.ssnLast4': 'Ingrese los últimos 4 dígitos de su número de Seguro Social.',
  'refusals.auth.zip': 'Ingrese su código postal de 5 dígitos.',
  'refusals.auth.dateOfBirth': 'Ingrese su fecha de nacimiento como MM/DD/AAAA.',
  'refusals.auth.findEmailOff': 'No es posible buscar su correo electrónico en línea. Llámenos para recibir ayuda.',
  'refusals.auth.findEmailLimit':
    'Demasiados intentos de buscar un correo electrónico. Por su seguridad, espere 15 minutos y vuelva a intentarlo, o llámenos para recibir ayuda.',
  'refusals.auth.linkLimit':
    'Demasiadas verificaciones de enlaces. Por su seguridad, espere unos minutos y vuelva a intentarlo.',
  'refusals.enrollment.notFound': 'No pudimos encontrar su inscripción. Es posible que haya vencido; vuelva a empezar.',
  'refusals.enrollment.searchLimit':
    'Alcanzó el límite de búsquedas de esta sesión. Llámenos y le ayudaremos a inscribirse.',
  'refusals.enrollment.lookUpLimit':
    'Alcanzó el límite de consultas de esta inscripción. Llámenos y le ayudaremos a inscribirse.',
  'refusals.enrollment.noMobile':
    'No tenemos un número de celular registrado al que enviar un código por mensaje de texto. Llámenos y le ayudaremos a inscribirse.',
  'refusals.enrollment.unavailable':
    'La inscripción en línea no está disponible en este momento. Vuelva a intentarlo más tarde o llámenos para recibir ayuda.',
  'refusals.enrollment.deviceLimit':
    'Demasiados intentos de inscribirse desde este dispositivo. Espere 10 minutos y vuelva a intentarlo, o llámenos para recibir ayuda.',
  'refusals.enrollment.zip': 'Ingrese un código postal de 5 dígitos.',
  'refusals.enrollment.ssn': 'Ingrese un número de Seguro Social de 9 dígitos.',
  'refusals.enrollment.realDateOfBirth': 'Ingrese una fecha de nacimiento real.',
  'refusals.enrollment.email': 'Ingrese un correo electrónico válido.',
  'refusals.enrollment.dateOfBirth': 'Ingrese su fecha de nacimiento como AAAA-MM-DD.',
  'refusals.enrollment.state': 'Elija su estado.',
  'refusals.enrollment.city': 'Ingrese su ciudad.',
  'refusals.enrollment.street': 'Ingrese su dirección.',
  'refusals.account.noRecord': 'Todavía no hay un registro de préstamos vinculado a esta cuenta.',
  'refusals.application.notYours': 'Esta solicitud no es suya.',
  'refusals.application.closed': 'Esta solicitud ya se envió o se retiró y ya no se puede cambiar.',
  'refusals.application.resubmitting':
    'Esta solicitud espera enviarse de nuevo; sus métodos de desembolso y de pago solo cambian cuando la decisión pide uno nuevo.',
  'refusals.application.missing': 'Falta información o hay información incorrecta.',
  'refusals.application.noAmount': 'Todavía no se eligió un monto de préstamo en esta solicitud.',
  'refusals.application.noAgreement': 'Esta solicitud todavía no tiene un contrato de préstamo para leer.',
  'refusals.application.nothingToSign': 'Esta solicitud no tiene un contrato de préstamo listo para firmar.',
  'refusals.application.withdrawn': 'Esta solicitud se retiró.',
  'refusals.application.phoneOnApplication':
    'Por su seguridad, solo podemos enviar un código por mensaje de texto al número de teléfono de la solicitud.',
  'refusals.application.phoneToCheck': 'Ingrese el número de teléfono que se va a verificar.',
  'refusals.bank.linkFailed':
    'No se pudo completar la conexión con el banco. Vuelva a intentarlo o ingrese su cuenta bancaria manualmente.',
  'refusals.bank.noLink': 'No hay una conexión bancaria en la que volver a iniciar sesión. Conecte su banco.',
  'refusals.bank.linkUsed': 'Esta conexión bancaria venció o ya se usó. Vuelva a conectar su banco.',
  'refusals.bank.verificationExpired': 'Esta solicitud de verificación venció. Vuelva a iniciar la verificación.',
  'refusals.bank.nothingToVerify': 'Esta solicitud no tiene una cuenta bancaria en espera de verificación.',
  'refusals.preferences.noAccount': 'No hay una cuenta de préstamo para guardar preferencias.',
  'refusals.preferences.language': 'Elija inglés o español.',
  'refusals.preferences.required': 'La ley exige este aviso y siempre se envía por correo electrónico.',
  'refusals.preferences.noPhone':
    'Agregue un número de celular a su cuenta antes de aceptar recibir mensajes de texto.',
  'refusals.preferences.wordingChanged':
    'El texto de esta página cambió. Vuelva a cargar la página para leerlo antes de aceptar.',
  'refusals.preferences.customerOnly':
    'Solo el cliente puede dar su consentimiento. Usted puede leerlo y registrar que lo retira cuando el cliente lo pida.',
  'refusals.documents.type': 'Solo se aceptan archivos PDF, JPEG y PNG.',
  'refusals.documents.empty': 'El archivo está vacío.',
  'refusals.documents.tooLarge': 'El archivo pesa más de {size} MB.',
  'refusals.documents.enough': 'Esta solicitud ya tiene todos los archivos que aceptamos.',
  'refusals.documents.closed': 'Esta solicitud está cerrada.',
  'refusals.documents.notYours': 'Este documento no es suyo.',
  'refusals.documents.none': 'No existe ese documento.',
  'refusals.stores.unknownZip':
    'No encontramos ese código postal. Revíselo y vuelva a intentarlo, o busque otro código postal.',
};
