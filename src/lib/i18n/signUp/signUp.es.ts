// Spanish words of a new customer's sign-up, spread into ../es.ts; one entry per key of signUp.en.ts.
import type { signUpEn } from './signUp.en';

export const signUpEs: Record<keyof typeof signUpEn, string> = {
  'signUp.heading': 'Cree su cuenta',
  'signUp.intro':
    'Solicite un préstamo con {brand}. Primero, cree su cuenta en línea: le enviaremos un código por correo electrónico para confirmarla.',
  'signUp.introPasswordless':
    'Solicite un préstamo con {brand}. Primero, cree su cuenta en línea: le enviaremos un código por correo electrónico para confirmarla, y cada vez que inicie sesión lo hará con un código.',
  'signUp.formLabel': 'Cree su cuenta',
  'signUp.consents': 'Sus consentimientos',
  'signUp.terms':
    'He leído y acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy> de {brand}.',
  'signUp.termsRequired': 'Para crear su cuenta, acepte los Términos de uso y la Política de privacidad.',
  'signUp.submit': 'Crear cuenta',
  'signUp.haveAccount': '¿Ya tiene una cuenta? <login>Inicie sesión</login>',
  'signUp.error.default': 'Error al registrarse',
  'signUp.error.customerCheck':
    'No pudimos comprobar si ya tiene una cuenta con nosotros. Vuelva a intentarlo en unos minutos.',
  'signUp.error.customerConfirmation':
    'No pudimos terminar de configurar su cuenta. Llámenos para que podamos ayudarle.',
  'signUp.error.passwordless':
    'Ya tiene una cuenta, y con ella inicia sesión con un código que le enviamos por correo electrónico. <resume>Inicie sesión con un código</resume>.',
  'signUp.error.tooMany': 'Lo ha intentado demasiadas veces. Espere un rato y vuelva a intentarlo.',
  'signUp.error.authentication': 'Error de autenticación',
  'signUp.code.heading': 'Confirme su correo electrónico',
  'signUp.code.intro': 'Enviamos un código de 6 dígitos a {email}. Ingréselo para confirmar su cuenta.',
  'signUp.code.expired': 'Ese código venció. Pida uno nuevo a continuación.',
  'signUp.code.signingIn': 'Su cuenta está confirmada. Iniciando sesión...',
  'signUp.thatEmail': 'ese correo electrónico',
  'signUp.otherEmail': 'Usar otro correo electrónico',
  'signUp.accountExists.heading': 'Ya tiene una cuenta',
  'signUp.accountExists.body':
    'Ya hay una cuenta en línea con {email}. Inicie sesión con ella, o restablezca su contraseña si no la recuerda.',
  'signUp.accountExists.resetPassword': 'Restablecer su contraseña',
  'signUp.accountExists.codeLogIn': 'Iniciar sesión con un código',
  'signUp.customerExists.heading': 'Ya es nuestro cliente',
  'signUp.customerExists.body':
    'Ya tenemos un registro de cliente con {email}. Inscríbase para configurar su cuenta en línea con su registro, o inicie sesión si ya tiene una.',
};
