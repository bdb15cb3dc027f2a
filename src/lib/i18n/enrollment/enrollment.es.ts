// Spanish for enrollment.en.ts: one entry per key.
import type { enrollmentEn } from './enrollment.en';

export const enrollmentEs: Record<keyof typeof enrollmentEn, string> = {
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
    'La dirección que ingresó no coincide con nuestros registros. {left, plural, one {Le queda # intento.} other {Le quedan # intentos.}}',
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
  'enrollment.customerCheckError':
    'No pudimos confirmar su inscripción. Es posible que haya vencido; vuelva a comenzar.',
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
};
