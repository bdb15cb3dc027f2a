// The Spanish catalogue (US Spanish, formal "usted"): one entry per English key, so a missing translation is a type
// error. Loaded on demand (translate.ts), so English visitors never download it. Keep `{placeholders}` and `<tags>`
// as in English (test/unit/i18n/catalogues.test.ts checks them).
import type { MessageKey } from './en';

export const es: Record<MessageKey, string> = {
  'common.loading': 'Cargando',
  'login.step.authenticating': 'Autenticando',
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
  'verification.rememberDevice': 'Recordar este dispositivo',
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

  'enrollment.search.heading': 'Configure su cuenta en línea',
  'enrollment.search.intro':
    '¿Ya es cliente en una de nuestras tiendas o por teléfono? Díganos quién es y buscaremos su registro. Todos los campos son obligatorios.',
  'enrollment.sessionExpired': 'Su sesión de inscripción venció. Vuelva a comenzar.',
  'enrollment.sessionUnavailable':
    'No podemos iniciar su inscripción en este momento. Vuelva a intentarlo en unos minutos.',
  'enrollment.search.formLabel': 'Buscar mi registro',
  'common.ssn': 'Número de Seguro Social',
  'enrollment.search.email': 'Correo electrónico para su cuenta en línea',
  'enrollment.search.submit': 'Buscar mi cuenta',
  'enrollment.search.searching': 'Buscando...',
  'enrollment.search.haveAccount': '¿Ya tiene una cuenta en línea?',
  'enrollment.emailCode.heading': 'Verifique su correo electrónico',
  'enrollment.phoneCode.sendHeading': 'Verifique su teléfono',
  'enrollment.phoneCode.heading': 'Ingrese el código que le enviamos por mensaje de texto',
  'enrollment.phoneCode.sendIntro':
    'Enviaremos un código de 6 dígitos por mensaje de texto al número de teléfono de su registro, {phone}. Pueden aplicarse tarifas de mensajes y datos.',
  'common.tryAgain': 'Volver a intentarlo',
  'enrollment.links.forgotPassword': '¿Olvidó su contraseña?',
  'enrollment.links.forgotEmail': '¿Olvidó su correo electrónico?',
  'enrollment.noRecord.heading': 'No encontramos su registro',
  'enrollment.noRecord.body':
    'No pudimos encontrar un registro de cliente que coincida con la información que ingresó. Revise sus datos y vuelva a intentarlo. Si nunca ha obtenido un préstamo con nosotros, no necesita inscribirse: puede solicitar un préstamo.',
  'enrollment.customerInUse.heading': 'Ya tiene una cuenta en línea',
  'enrollment.customerInUse.body':
    'Su registro de cliente ya está vinculado a una cuenta en línea. Inicie sesión con esa cuenta.',
  'enrollment.emailInUse.heading': 'Ese correo electrónico ya está en uso',
  'enrollment.emailInUse.body':
    'El correo electrónico que ingresó ya pertenece a una cuenta en línea. Inicie sesión con él o inscríbase con otro correo electrónico.',
  'enrollment.emailInUse.tryAgain': 'Usar otro correo electrónico',
  'enrollment.codeFailed.email': 'No pudimos verificar su correo electrónico',
  'enrollment.codeFailed.phone': 'No pudimos verificar su teléfono',
  'enrollment.codeFailed.body':
    'No se pudo verificar el código, así que no podemos terminar de configurar su cuenta en línea.',
  'enrollment.notEligible.heading': 'Verifiquemos su identidad de otra manera',
  'enrollment.notEligible.body':
    '{email} no es el correo electrónico que tenemos registrado, así que no podemos verificarlo solo con él. Confirme la dirección de su domicilio y le enviaremos un código por mensaje de texto al número de teléfono de su registro. Luego enviaremos un código a su nuevo correo electrónico.',
  'enrollment.notEligible.theEmail': 'El correo electrónico que ingresó',
  'enrollment.residential.heading': 'Confirme la dirección de su domicilio',
  'enrollment.residential.intro': 'Ingrese la dirección que tenemos registrada.',
  'enrollment.residential.formLabel': 'Dirección del domicilio',
  'common.addressLine1': 'Dirección',
  'common.addressLine2': 'Apartamento o suite (opcional)',
  'common.city': 'Ciudad',
  'common.state': 'Estado',
  'enrollment.residential.checking': 'Verificando...',
  'enrollment.addressNotMatched':
    'La dirección que ingresó no coincide con nuestros registros. Le quedan {left} intentos.',
  'enrollment.addressNotMatchedLast':
    'La dirección que ingresó no coincide con nuestros registros. Le queda 1 intento.',
  'enrollment.personal.heading': 'Cree su contraseña',
  'enrollment.personal.welcome': 'Le damos la bienvenida, {name}. Iniciará sesión con {email}.',
  'common.confirmPassword': 'Confirme la contraseña',
  'enrollment.personal.submit': 'Crear cuenta',
  'enrollment.progress.label': 'Progreso de la inscripción',
  'enrollment.progress.find': 'Busque su registro',
  'enrollment.progress.verify': 'Verifique su identidad',
  'enrollment.progress.password': 'Cree su contraseña',
  'enrollment.progress.done': 'Listo',
  'enrollment.signUpError': 'Error al registrarse',
  'enrollment.customerCheckError':
    'No pudimos confirmar su inscripción. Es posible que haya vencido; vuelva a comenzar.',
  'enrollment.customerConfirmationError':
    'No pudimos terminar de configurar su cuenta. Llámenos para que podamos ayudarle.',
  'enrollment.passwordlessError':
    'Esta cuenta inicia sesión con un código que le enviamos por correo electrónico, no con una contraseña. Inicie sesión con su correo electrónico.',
  'enrollment.success.heading': 'Su cuenta está lista',
  'enrollment.success.body':
    'Ya está inscrito. Inicie sesión con su correo electrónico y su contraseña nueva para ver su cuenta.',
  'enrollment.success.bodyAs':
    'Ya está inscrito como {email}. Inicie sesión con su correo electrónico y su contraseña nueva para ver su cuenta.',
  'enrollment.thankYou.heading': 'Gracias por inscribirse',
  'enrollment.thankYou.body':
    'Su cuenta en línea está configurada. Inicie sesión con su correo electrónico y su contraseña.',

  'brand.contactHours': 'de lunes a viernes, de 8 a. m. a 5 p. m., hora del Este',
  'brand.adverseActionNotice':
    'En un plazo de {days} días, {creditor} le enviará un aviso por escrito con los motivos.',
  'brand.documents.photoId': 'Una identificación oficial con fotografía vigente',
  'brand.documents.income': 'Comprobante de ingresos, como su talón de pago más reciente',
  'brand.documents.checking': 'Una cuenta de cheques activa abierta hace al menos 30 días',
  'brand.documents.address': 'Comprobante de domicilio, como una factura de servicios públicos',
  'brand.documents.phone': 'Un número de teléfono en funcionamiento',
  'brand.documents.payStubs': 'Sus dos talones de pago más recientes',
  'brand.documents.bankStatement': 'Un estado de cuenta bancario de los últimos 30 días',
  'brand.documents.ssn': 'Su número de Seguro Social',
  'brand.lumen.adverseActionLead': 'Lumen Cash no puede aprobar su solicitud de préstamo en línea en este momento.',
  'brand.lumen.productDisclosure':
    'Lumen Cash ofrece préstamos a corto plazo en línea en algunos estados. Las tasas, los cargos y los plazos varían según el estado. Los préstamos a corto plazo no son una solución financiera a largo plazo.',
  'brand.lumen.thankYouTitle': '¡Gracias por elegir Lumen Cash!',
  'brand.lumen.thankYouBody':
    'Su préstamo está aprobado. Le enviamos por correo electrónico su contrato firmado y sus fondos van en camino.',
  'brand.lumen.documentsIntro': 'Tenga esto a mano para presentar su solicitud con Lumen Cash:',
  'brand.lumen.payByCheck':
    'Escriba su número de préstamo en el cheque y envíelo por correo al menos 7 días antes de la fecha de vencimiento.',
  'brand.harbor.adverseActionLead': 'Harbor Check & Loan no puede aprobar su solicitud de préstamo en este momento.',
  'brand.harbor.productDisclosure':
    'Harbor Check & Loan ofrece préstamos de día de pago y cambio de cheques en sus tiendas y en línea. La disponibilidad, las tasas y los cargos varían según el estado y se le informan antes de firmar.',
  'brand.harbor.thankYouTitle': '¡Gracias por elegir Harbor Check & Loan!',
  'brand.harbor.thankYouBody':
    'Su solicitud está completa. Lleve su identificación con fotografía a la tienda que eligió para firmar y recoger su dinero.',
  'brand.harbor.documentsIntro': 'Lleve esto a su tienda Harbor Check & Loan:',
  'brand.harbor.payByCheck':
    'Escriba su número de préstamo en el cheque o pague en persona en cualquier tienda Harbor Check & Loan.',
  'brand.pinecrest.adverseActionLead':
    'Pinecrest Cash Advance no puede aprobar su solicitud de adelanto de efectivo en este momento.',
  'brand.pinecrest.productDisclosure':
    'Pinecrest Cash Advance ofrece adelantos de efectivo en algunos estados. Los cargos y los plazos de pago varían según el estado y se le muestran antes de firmar.',
  'brand.pinecrest.thankYouTitle': '¡Gracias por elegir Pinecrest Cash Advance!',
  'brand.pinecrest.thankYouBody':
    '¡Aprobado! Le enviamos su contrato por correo electrónico y los fondos llegan a partir del siguiente día hábil.',
  'brand.pinecrest.documentsIntro': 'Para solicitar un adelanto de efectivo de Pinecrest, tenga a mano:',
  'brand.pinecrest.payByCheck':
    'Escriba su número de adelanto en el cheque y envíelo por correo al menos 7 días antes de la fecha de vencimiento.',
  'brand.meridian.adverseActionLead':
    'Ridgeway State Bank otorga los préstamos a plazos de Meridian Installment Loans y no puede aprobar su solicitud en este momento.',
  'brand.meridian.productDisclosure':
    'Ridgeway State Bank, miembro de la FDIC, otorga los préstamos de Meridian Installment Loans. La aprobación depende de los criterios de elegibilidad y evaluación del banco; las tasas y los plazos varían según el estado.',
  'brand.meridian.thankYouTitle': '¡Gracias por elegir Meridian Installment Loans!',
  'brand.meridian.thankYouBody':
    'Ridgeway State Bank tiene su contrato firmado. Sus fondos se depositan a partir del siguiente día hábil.',
  'brand.meridian.documentsIntro': 'Ridgeway State Bank puede pedirle que suba:',
  'brand.meridian.payByCheck': 'Emita el cheque a nombre de Ridgeway State Bank y escriba en él su número de préstamo.',
  'brand.keel.adverseActionLead': 'Keel Financial no puede abrirle una cuenta Keel Card en este momento.',
  'brand.keel.productDisclosure':
    'Keel Card es una cuenta para generar historial crediticio de Keel Financial, LLC. Los pagos se informan a las principales agencias de crédito; los pagos atrasados pueden bajar su puntaje.',
  'brand.keel.thankYouTitle': '¡Le damos la bienvenida a Keel Card!',
  'brand.keel.thankYouBody':
    'Su cuenta está abierta. Inicie sesión en cualquier momento para ver su saldo, hacer pagos y seguir su progreso.',
  'brand.keel.documentsIntro': 'Para abrir una cuenta Keel Card, tenga a mano:',
  'brand.keel.payByCheck': 'Escriba el número de su cuenta Keel Card en el cheque; espere 7 días para que se acredite.',
};
