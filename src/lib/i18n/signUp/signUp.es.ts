// Spanish words of a new customer's sign-up, spread into ../es.ts; one entry per key of signUp.en.ts.
import type { signUpEn } from './signUp.en';

export const signUpEs: Record<keyof typeof signUpEn, string> = {
  'signup.heading': 'Cree su cuenta',
  'signup.intro':
    'Solicite un préstamo con {brand}. Primero, cree su cuenta en línea: le enviaremos un código por correo electrónico para confirmarla.',
  'signup.introPasswordless':
    'Solicite un préstamo con {brand}. Primero, cree su cuenta en línea: le enviaremos un código por correo electrónico para confirmarla, y cada vez que inicie sesión lo hará con un código.',
  'signup.formLabel': 'Cree su cuenta',
  'signup.consents': 'Sus consentimientos',
  'signup.terms':
    'He leído y acepto los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy> de {brand}.',
  'signup.termsRequired': 'Para crear su cuenta, acepte los Términos de uso y la Política de privacidad.',
  'signup.submit': 'Crear cuenta',
  'signup.haveAccount': '¿Ya tiene una cuenta? <login>Inicie sesión</login>',
  'signup.error.default': 'Error al registrarse',
  'signup.error.customerCheck':
    'No pudimos comprobar si ya tiene una cuenta con nosotros. Vuelva a intentarlo en unos minutos.',
  'signup.error.customerConfirmation':
    'No pudimos terminar de configurar su cuenta. Llámenos para que podamos ayudarle.',
  'signup.error.passwordless':
    'Ya tiene una cuenta, y con ella inicia sesión con un código que le enviamos por correo electrónico. <resume>Inicie sesión con un código</resume>.',
  'signup.error.tooMany': 'Lo ha intentado demasiadas veces. Espere un rato y vuelva a intentarlo.',
  'signup.error.authentication': 'Error de autenticación',
  'signup.code.heading': 'Confirme su correo electrónico',
  'signup.code.intro': 'Enviamos un código de 6 dígitos a {email}. Ingréselo para confirmar su cuenta.',
  'signup.code.expired': 'Ese código venció. Pida uno nuevo a continuación.',
  'signup.code.signingIn': 'Su cuenta está confirmada. Iniciando sesión...',
  'signup.thatEmail': 'ese correo electrónico',
  'signup.otherEmail': 'Usar otro correo electrónico',
  'signup.accountExists.heading': 'Ya tiene una cuenta',
  'signup.accountExists.body':
    'Ya hay una cuenta en línea con {email}. Inicie sesión con ella, o restablezca su contraseña si no la recuerda.',
  'signup.accountExists.resetPassword': 'Restablecer su contraseña',
  'signup.accountExists.codeLogIn': 'Iniciar sesión con un código',
  'signup.customerExists.heading': 'Ya es nuestro cliente',
  'signup.customerExists.body':
    'Ya tenemos un registro de cliente con {email}. Inscríbase para configurar su cuenta en línea con su registro, o inicie sesión si ya tiene una.',
};
