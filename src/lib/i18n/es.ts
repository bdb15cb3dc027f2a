// The Spanish catalogue (US Spanish, formal "usted"): one entry per English key, so a missing translation is a type
// error. Loaded on demand (translate.ts), so English visitors never download it. Keep `{placeholders}` and `<tags>`
// as in English (test/unit/i18n/catalogues.test.ts checks them).
import { accountEs } from './account/account.es';
import { payoffLetterEs } from './account/payoffLetter.es';
import { autopayEs } from './account/autopay.es';
import { autopayLinkEs } from './account/autopayLink.es';
import { autopayNoticesEs } from './account/autopayNotices.es';
import { preferencesEs } from './account/preferences.es';
import { textRepliesEs } from './account/textReplies.es';
import { scheduledEs } from './account/scheduled.es';
import { messagesEs } from './messages/messages.es';
import { recheckEs } from './security/recheck.es';
import { securityPageEs } from './security/securityPage.es';
import { adverseEs } from './application/adverse.es';
import { afterDecisionEs } from './application/afterDecision.es';
import { agreementsEs } from './application/agreements.es';
import { bankEs } from './application/bank.es';
import { decisionEs } from './application/decision.es';
import { finalStepsEs } from './application/finalSteps.es';
import { personalEs } from './application/personal.es';
import { footerEs } from './content/footer.es';
import { conversionEs } from './conversion/conversion.es';
import { refusalsEs } from './refusals/refusals.es';
import { passkeysEs } from './security/passkeys.es';
import { signUpEs } from './signUp/signUp.es';
import { layoutEs } from './shell/layout.es';
import { noticesEs } from './notices/notices.es';
import { codeMessagesEs } from './notices/codes.es';
import { limitsEs } from './shell/limits.es';
import { otpAppEs } from './mfa/otpApp.es';
import { authenticatorEs } from './security/authenticator.es';
import { passwordSectionEs } from './security/password.es';
import type { MessageKey } from './en';
import { applicationFieldMessagesEs } from './application/fieldMessages.es';
import { enrollmentEs } from './enrollment/enrollment.es';
import { brandWordingEs } from './brands/brandWording.es';
import { applicationFlowEs } from './application/flow.es';

export const es: Record<MessageKey, string> = {
  'common.loading': 'Cargando',
  'login.step.authenticating': 'Autenticando',
  'login.startFailed':
    'No pudimos cargar lo que el portal necesita para iniciar su sesión. Revise su conexión y vuelva a intentarlo.',
  'login.formLoading': 'Cargando el formulario de inicio de sesión...',
  'common.logInButton': 'Iniciar sesión',
  'common.logIn': 'Inicie sesión',
  'common.logOut': 'Cerrar sesión',
  'common.email': 'Correo electrónico',
  'common.password': 'Contraseña',
  'common.continue': 'Continuar',
  'common.stepOf': 'Paso {step} de {total}',
  'common.stepCompleted': 'completado',
  'common.goBack': 'Regresar',
  'common.goToLogin': 'Ir a iniciar sesión',
  'common.backToLogin': 'Volver a iniciar sesión',
  'common.enrollNow': 'Inscríbase ahora',
  'common.applyNow': 'Solicite ahora',
  'common.noAccount': '¿No tiene una cuenta?',
  'common.noAccountEnroll': '¿No tiene una cuenta? <link>Inscríbase ahora</link>',
  'common.firstName': 'Nombre',
  'common.lastName': 'Apellido',
  'common.dateOfBirth': 'Fecha de nacimiento (MM/DD/AAAA)',
  'common.zipCode': 'Código postal',
  'common.choose': 'Elija...',
  'common.processing': 'Procesando',
  'common.callUs': 'Llámenos al <phone>{phone}</phone>, {hours}.',

  'shell.title': 'Portal de clientes',
  'shell.description': 'Portal de clientes: inicie sesión, solicite un préstamo y administre su cuenta.',
  'shell.help': 'Ayuda: {phone}',
  'shell.footer': 'Pie de página',
  'shell.copyright': '© {year} {name}. Todos los derechos reservados.',
  // Las páginas de la marca que genera el servidor (server/http/pages.ts): documentos legales, 404 y mantenimiento
  'pages.updated': 'Última actualización: {date}',
  'pages.contents': 'Contenido',
  'pages.otherLanguage': 'English',
  'pages.home': 'Ir a la página de inicio',
  'pages.notFound.title': 'Página no encontrada',
  'pages.notFound.heading': 'No encontramos esa página',
  'pages.notFound.body': 'La página que pidió no existe o cambió de lugar.',
  'pages.maintenance.title': 'En mantenimiento',
  'pages.maintenance.heading': 'Volvemos enseguida',
  'pages.maintenance.body':
    '{brand} está en mantenimiento programado. Su información está segura. Vuelva a intentarlo en unos minutos.',

  'devtools.components.title': 'Componentes',
  'devtools.components.intro':
    'Todos los componentes compartidos en cada marca, uno al lado del otro. Solo en desarrollo.',
  'devtools.components.buttons': 'Botones',
  'devtools.components.actions': 'Acciones que llevan a otra página',
  'devtools.components.figures': 'Cifras del resumen',
  'devtools.components.disabled': 'No disponible',
  'devtools.components.fields': 'Campos en una tarjeta',
  'devtools.components.fieldError': 'Ingrese un correo electrónico válido.',
  'devtools.components.alerts': 'Alertas',
  'devtools.components.alertError': 'Ese código no es correcto. Revíselo e inténtelo de nuevo.',
  'devtools.components.alertSuccess': 'Su contraseña fue cambiada.',
  'devtools.components.alertInfo': 'Le enviamos un código a su correo electrónico.',
  'devtools.components.progress': 'Progreso',
  'devtools.components.step1': 'Buscarlo',
  'devtools.components.step2': 'Verificar',
  'devtools.components.step3': 'Contraseña',
  'devtools.components.dialog': 'Diálogo',
  'devtools.components.openDialog': 'Abrir el diálogo',
  'devtools.components.dialogTitle': 'Una pregunta para el cliente',
  'devtools.components.dialogBody': 'Los diálogos toman la marca de la página que los abre.',
  'devtools.components.close': 'Cerrar',
  // Localizador de tiendas y "Buscar una tienda"
  'stores.heading': 'Buscar una tienda',
  'stores.intro': 'Ingrese un código postal para ver las tiendas más cercanas y luego elija su tienda.',
  'stores.zipHint': '5 dígitos. Buscamos en cuanto termine de escribir.',
  'stores.searching': 'Buscando tiendas…',
  'stores.results':
    '{total, plural, =0 {No se encontraron tiendas cerca de {zip}.} one {Se muestra 1 tienda cerca de {zip}.} other {Se muestran {shown} de {total} tiendas más cercanas a {zip}.}}',
  'stores.foundByNumber': 'Se muestra la tienda {number}.',
  'stores.notFoundByNumber': 'No se encontró la tienda {number}.',
  'stores.listLabel': 'Tiendas, de la más cercana a la más lejana',
  'stores.distance': 'A {miles} millas',
  'stores.storeNumber': 'Tienda {number}',
  'stores.choose': 'Elegir esta tienda',
  'stores.chosen': 'Su tienda',
  'stores.loadMore': 'Ver más tiendas',
  'stores.map.label': 'Mapa de las tiendas mostradas',
  'stores.map.zoomIn': 'Acercar',
  'stores.map.zoomOut': 'Alejar',
  'stores.yourStore.heading': 'Su tienda',
  'stores.yourStore.call': 'Llamar al {phone}',
  'stores.hours.heading': 'Horario',
  'stores.hours.closed': 'Cerrado',
  'stores.hours.range': 'De {open} a {close}',
  'stores.day.MONDAY': 'Lunes',
  'stores.day.TUESDAY': 'Martes',
  'stores.day.WEDNESDAY': 'Miércoles',
  'stores.day.THURSDAY': 'Jueves',
  'stores.day.FRIDAY': 'Viernes',
  'stores.day.SATURDAY': 'Sábado',
  'stores.day.SUNDAY': 'Domingo',
  'stores.bring.heading': 'Qué traer',
  'stores.bring.id': 'Identificación válida',
  'stores.bring.income': 'Comprobante de ingresos',
  'stores.bring.checking': 'Cuenta de cheques activa (abierta hace al menos 30 días)',
  'stores.bring.address': 'Comprobante de domicilio y teléfono',
  'stores.error.failed': 'No pudimos buscar tiendas en este momento. Vuelva a intentarlo en un momento.',
  'stores.error.unknownZip': 'No encontramos el código postal {zip}. Revíselo y vuelva a intentarlo.',
  'stores.error.tooMany': 'Demasiadas búsquedas de tiendas. Espere unos minutos y vuelva a intentarlo.',

  'shell.language': 'Idioma',
  'shell.languageName.en': 'English',
  'shell.languageName.es': 'Español',
  'shell.acting.region': 'Actuando como cliente',
  'shell.acting.text':
    'Usted ({admin}) está actuando como <strong>{email}</strong>. Todo lo que haga queda registrado.',
  'shell.acting.back': 'Volver a Administración',
  'shell.transfer.heading': 'Lo estamos llevando a {brand}',
  'shell.transfer.body':
    'Su cuenta en línea ahora se administra en el sitio de {brand}. Lo estamos llevando allí ahora.',
  'shell.transfer.link': 'Continuar a {brand}',
  'shell.skipToMain': 'Saltar al contenido principal',

  // Títulos de página (<title>) donde la página no tiene un encabezado fijo
  'shell.pageTitle.notFound': 'Página no encontrada',
  'shell.pageTitle.account': 'Su cuenta',
  'shell.pageTitle.application': 'Solicitud de préstamo',
  'shell.pageTitle.conversion': 'Conversión de préstamo',

  'login.heading': 'Iniciar sesión',
  'login.header': 'Ingrese su correo electrónico y su contraseña para iniciar sesión.',
  'login.submitting': 'Iniciando sesión...',
  'login.step.establishing': 'Estableciendo credenciales',
  'login.step.authenticated': 'Se ha autenticado',
  'login.handOff': 'Su cuenta es de {brand}. Lo estamos llevando a su sitio, donde ya inició sesión.',
  'login.forgotPassword': '¿Olvidó su contraseña?',
  'login.forgotEmail': '¿Olvidó su correo electrónico?',
  'login.forgotEmailCall': '¿Olvidó su correo electrónico? Llámenos al <phone>{phone}</phone> para recibir ayuda.',
  'login.incorrectCredentials': 'Nombre de usuario o contraseña incorrectos.',
  'login.notAdmin': 'No es administrador',
  'login.locked':
    'Demasiados intentos fallidos. Por su seguridad, el inicio de sesión está bloqueado durante 15 minutos. Puede <reset>restablecer su contraseña</reset> o volver a intentarlo más tarde.',
  'login.lastAttempt':
    'Nombre de usuario o contraseña incorrectos. Un intento fallido más bloqueará el inicio de sesión durante 15 minutos; en su lugar, puede <reset>restablecer su contraseña</reset>.',
  'login.signInError': 'Error al iniciar sesión',
  'login.sso.heading': 'Inicio de sesión único',
  'login.sso.loggingIn': 'Iniciando sesión mediante SSO...',
  'login.sso.error': 'Error de SSO',
  'login.sso.noData': 'No se encontraron datos de SSO',
  'login.sso.goToLogin': 'Ir a iniciar sesión',
  'login.code.heading': 'Iniciar sesión con un código',
  'login.code.intro': 'Le enviaremos por correo electrónico un código de un solo uso para iniciar sesión.',
  'login.code.requestLabel': 'Solicitar un código',
  'login.code.send': 'Enviar código',
  'login.code.entryLabel': 'Ingresar el código',
  'login.code.sent': 'Enviamos un código a {email}. Vence en 10 minutos.',
  'login.code.label': 'Código',
  'login.code.failed':
    'La verificación falló. Asegúrese de haber ingresado el código correctamente y vuelva a intentarlo.',

  'password.forgot.heading': '¿Olvidó su contraseña?',
  'password.forgot.intro':
    'Ingrese el correo electrónico que usa para iniciar sesión y le enviaremos un enlace para restablecer su contraseña.',
  'password.forgot.formLabel': 'Contraseña olvidada',
  'password.forgot.submit': 'Enviar contraseña',
  'password.forgot.sent':
    'Revise su correo electrónico y haga clic en el enlace que le enviamos para restablecer su contraseña.',
  'password.forgot.notFound':
    'No encontramos una cuenta que coincida con el correo electrónico que ingresó. Revíselo y vuelva a intentarlo.',
  'password.forgot.notFoundEnroll': '¿No tiene una cuenta? <link>Inscríbase ahora.</link>',
  'password.forgot.notFoundLegacy':
    'La información de la cuenta que ingresó es incorrecta o ya no tenemos sus datos guardados. Solo conservamos las solicitudes incompletas durante 21 días.',
  'password.forgot.tryLater':
    'No pudimos enviar el enlace para restablecer la contraseña en este momento. Vuelva a intentarlo en unos minutos.',
  'password.forgotFail.heading': 'No podemos restablecer su contraseña en línea',
  'password.forgotFail.body': 'Por su seguridad, no pudimos restablecer su contraseña desde este dispositivo.',
  'password.change.heading': 'Cambie su contraseña',
  'password.change.linkInvalid': 'Este enlace ya no es válido.',
  'password.change.linkInvalidHelp':
    'Los enlaces de restablecimiento funcionan una vez y durante una hora. Podemos enviarle uno nuevo por correo electrónico.',
  'password.change.sendNewLink': 'Enviar un enlace nuevo',
  'password.change.checkingLink': 'Comprobando su enlace…',
  'password.change.intro': 'Elija una contraseña nueva para {email}.',
  'password.change.formLabel': 'Cambiar contraseña',
  'password.change.newPassword': 'Contraseña nueva',
  'password.change.confirm': 'Confirme la contraseña nueva',
  'password.field.show': 'Mostrar contraseña',
  'password.change.submit': 'Cambiar contraseña',
  'password.change.done': 'Se cambió su contraseña. Inicie sesión con su contraseña nueva.',
  'password.forgotEmail.heading': '¿Olvidó su correo electrónico?',
  'password.forgotEmail.intro':
    'Díganos algunos datos y le mostraremos el correo electrónico con el que inicia sesión.',
  'password.forgotEmail.found':
    'El correo electrónico de su cuenta es <strong>{email}</strong>. <link>Inicie sesión</link>',
  'password.forgotEmail.notFound':
    'No encontramos un correo electrónico que coincida con la información que ingresó. Revísela y vuelva a intentarlo.',
  'password.forgotEmail.formLabel': 'Buscar mi correo electrónico',
  'password.forgotEmail.ssnLast4': 'Últimos 4 dígitos de su número de Seguro Social',
  'password.forgotEmail.submit': 'Buscar mi correo electrónico',
  'password.forgotEmailFail.heading': 'No pudimos buscar su correo electrónico',
  'password.forgotEmailFail.body':
    'Por su seguridad, pausamos las búsquedas de correo electrónico desde este dispositivo.',

  'validation.emailRequired': 'El correo electrónico es obligatorio',
  'validation.emailInvalid': 'Correo electrónico no válido',
  'validation.emailPattern': 'Valor de correo electrónico no válido',
  'validation.passwordRequired': 'La contraseña es obligatoria',
  'validation.newPasswordRequired': 'Se requiere una contraseña',
  'validation.passwordRule': 'La contraseña debe tener al menos 8 caracteres, al menos un número y al menos una letra',
  'validation.confirmRequired': 'La confirmación de la contraseña es obligatoria',
  'validation.passwordsMatch': 'Las contraseñas deben coincidir',
  'validation.firstNameRequired': 'El nombre es obligatorio',
  'validation.lastNameRequired': 'El apellido es obligatorio',
  'validation.firstNameTooLong': 'El nombre debe tener 50 caracteres o menos',
  'validation.lastNameTooLong': 'El apellido debe tener 50 caracteres o menos',
  'validation.dobRequired': 'La fecha de nacimiento es obligatoria',
  'validation.dobFormat': 'Ingrese su fecha de nacimiento como MM/DD/AAAA',
  'validation.minimumAge': 'Debe tener al menos 18 años',
  'validation.ssnLast4Required': 'Los últimos 4 dígitos de su número de Seguro Social son obligatorios',
  'validation.ssnLast4Format': 'Ingrese los últimos 4 dígitos de su número de Seguro Social',
  'validation.ssnRequired': 'El número de Seguro Social es obligatorio',
  'validation.ssnFormat': 'Ingrese su número de Seguro Social de 9 dígitos',
  'validation.zipRequired': 'El código postal es obligatorio',
  'validation.zipFormat': 'Ingrese un código postal de 5 dígitos',
  'validation.streetRequired': 'La dirección es obligatoria',
  'validation.streetTooLong': 'La dirección es demasiado larga',
  'validation.line2TooLong': 'El apartamento o la suite es demasiado largo',
  'validation.cityRequired': 'La ciudad es obligatoria',
  'validation.cityTooLong': 'La ciudad es demasiado larga',
  'validation.stateRequired': 'El estado es obligatorio',
  'validation.stateChoose': 'Elija su estado',

  'admin.landing.heading': 'Administración',
  'admin.landing.signedInAs': 'Sesión iniciada como {email}.',
  'admin.landing.actingAs': 'Está actuando como {email}.',
  'admin.landing.actAsHeading': 'Actuar como cliente',
  'admin.landing.actAsIntro':
    'Ingrese el correo electrónico del cliente para ver el portal como lo ve él. Cada acción queda registrada.',
  'admin.landing.customerEmail': 'Correo electrónico del cliente',
  'admin.landing.working': 'Procesando...',
  'admin.landing.submit': 'Actuar como cliente',
  'admin.login.heading': 'Inicio de sesión de administración',
  'admin.login.intro': 'Para el personal de servicio al cliente. Use su cuenta de trabajo.',
  'admin.failed': 'Algo salió mal. Vuelva a intentarlo.',

  'errors.page.heading': 'Algo salió mal',
  'errors.generic': 'Mmm... algo no está funcionando en este momento. Vuelva a intentarlo más tarde.',
  'errors.notFound': 'Página no encontrada',
  'errors.supportFile': 'Descargar un archivo de soporte',
  'errors.pending.heading': 'Estamos revisando su solicitud',
  'errors.pending.body': 'Su solicitud está pendiente. Le enviaremos un correo electrónico en cuanto haya novedades.',

  'session.timedOut':
    '¡Uy! Esta página se cerró por inactividad (lo hacemos para proteger su información). La buena noticia es que su información se guardó. Para continuar donde se quedó, inicie sesión.',
  'session.prompt.heading': '¿Sigue ahí?',
  'session.prompt.body':
    'Por su seguridad, cerramos las sesiones después de un período de inactividad. Elija Continuar para mantener la sesión iniciada.',
  'session.prompt.countdown':
    '{seconds, plural, one {Su sesión terminará en # segundo.} other {Su sesión terminará en # segundos.}}',
  'session.prompt.ending': 'Cerrando su sesión…',
  'session.prompt.endingAnnounced': 'Cerrando su sesión.',

  'placeholder.signedInAs': 'Sesión iniciada como <strong>{email}</strong>',
  'placeholder.signedInAsNamed': 'Sesión iniciada como <strong>{email}</strong> ({name})',
  'placeholder.notSignedIn': 'No ha iniciado sesión.',

  'placeholder.actingAs': 'Cliente: <strong>{email}</strong>',
  'placeholder.actingAsNamed': 'Cliente: <strong>{email}</strong> ({name})',
  'verification.failed':
    'La verificación falló. Asegúrese de haber ingresado el código correctamente y vuelva a intentarlo.',
  'verification.resent': 'Le reenviamos un código nuevo. Puede tardar hasta 2 minutos en recibirlo.',
  'verification.required': 'Obligatorio.',
  'verification.maxCharacters': 'Se superó el número máximo de caracteres.',
  'verification.formLabel': 'Ingreso del código',
  'verification.codeLabel': 'Código de verificación',
  'verification.verify': 'Verificar',
  'verification.verifying': 'Verificando...',
  'verification.didNotGetIt': '¿No lo recibió?',
  'verification.resend': 'Reenviar código',
  'verification.resendWait':
    'Puede solicitar un código nuevo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'verification.resendReady': 'Ya puede solicitar un código nuevo.',
  'verification.sendCode': 'Enviar código',
  'verification.sending': 'Enviando...',
  'verification.codeExpired': 'Este código venció. Solicite un código nuevo.',
  'verification.resendRefused': 'Espere un momento antes de solicitar otro código.',
  'verification.sentTo': 'Enviamos un código de 6 dígitos a {destination}. Vence en 10 minutos.',
  'common.yourEmail': 'su correo electrónico',
  'common.yourPhone': 'su teléfono',
  'mfa.otpPhone.sendHeading': 'Verifique su teléfono',
  'mfa.otpPhone.heading': 'Ingrese el código que le enviamos por mensaje de texto',

  'mfa.start.heading': 'Estamos verificando su identidad',
  'mfa.start.checking': 'Revisando su dispositivo…',
  'mfa.start.backToLogin': 'Volver a iniciar sesión',
  'mfa.otpEmail.heading': 'Ingrese su código de verificación',
  'mfa.otpPhone.sendIntro':
    'Enviaremos un código de 6 dígitos por mensaje de texto al número de teléfono registrado, {phone}. Pueden aplicarse tarifas de mensajes y datos.',
  'mfa.otpPhoneEmail.heading': 'Ingrese el código de verificación de su correo electrónico',
  'mfa.otpPhoneEmail.intro':
    'Su teléfono está verificado. También enviamos un código de 6 dígitos a {destination}. Vence en 10 minutos.',
  'mfa.verified.heading': 'Su identidad está verificada',
  'mfa.passed.bypass': 'Reconocimos este dispositivo, así que no fue necesario un código.',
  'mfa.passed.approved': 'Gracias por verificar su identidad.',
  'mfa.continueToAccount': 'Continuar a su cuenta',
  'mfa.remember.heading': '¿Desea que recordemos este dispositivo?',
  'mfa.remember.body':
    'Si confía en este dispositivo, no le pediremos un código la próxima vez que inicie sesión desde él.',
  'mfa.remember.yes': 'Sí, recordar este dispositivo',
  'mfa.remember.no': 'No, gracias',
  'mfa.remember.accepted': 'Recordaremos este dispositivo, así que no necesitará un código la próxima vez.',
  'mfa.remember.declined':
    'No recordaremos este dispositivo; le enviaremos un código la próxima vez que inicie sesión.',
  'mfa.fail.title': 'No pudimos verificar su identidad',
  'mfa.fail.body': 'Por su seguridad, no pudimos completar la verificación. Puede volver a iniciar sesión.',

  // The application flow's screens (src/features/application)
  ...personalEs,
  ...bankEs,
  ...agreementsEs,
  ...finalStepsEs,
  ...conversionEs,
  ...decisionEs,
  ...afterDecisionEs,
  ...adverseEs,
  ...accountEs,
  ...payoffLetterEs,
  ...autopayEs,
  ...autopayLinkEs,
  ...autopayNoticesEs,
  ...preferencesEs,
  ...textRepliesEs,
  ...scheduledEs,
  ...messagesEs,
  ...recheckEs,
  ...securityPageEs,
  ...signUpEs,
  ...passkeysEs,
  ...layoutEs,
  ...footerEs,
  ...refusalsEs,
  ...noticesEs,
  ...codeMessagesEs,
  ...limitsEs,
  ...otpAppEs,
  ...authenticatorEs,
  ...passwordSectionEs,
  ...applicationFieldMessagesEs,
  ...enrollmentEs,
  ...brandWordingEs,
  ...applicationFlowEs,
};
