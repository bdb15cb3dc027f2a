// Spanish words of the authenticator-app code page, its e-mail fallback and its notice; one entry per key of
// otpApp.en.ts.
import type { otpAppEn } from './otpApp.en';

export const otpAppEs: Record<keyof typeof otpAppEn, string> = {
  'mfa.otpApp.heading': 'Ingrese el código de su aplicación de autenticación',
  'mfa.otpApp.intro':
    'Abra la aplicación de autenticación que configuró para esta cuenta e ingrese el código de 6 dígitos que muestra ahora.',
  'mfa.otpApp.cantUse': 'No puedo usar mi aplicación de autenticación',
  'mfa.otpApp.waiting':
    'Por su seguridad, le enviamos un correo electrónico a {email} para avisarle que pidió iniciar sesión sin su aplicación de autenticación. A partir del {opensAt} podrá iniciar sesión con un código que le enviaremos por correo electrónico: vuelva a iniciar sesión entonces y elija "No puedo usar mi aplicación de autenticación". Si encuentra su teléfono antes, ingrese el código de la aplicación.',
  'mfa.otpApp.emailHeading': 'Ingrese el código que le enviamos por correo electrónico',
  'mfa.fallbackNotice.subject': 'Alguien pidió iniciar sesión sin su aplicación de autenticación',
  'mfa.fallbackNotice.body':
    'Alguien que conoce su contraseña pidió iniciar sesión en su cuenta sin su aplicación de autenticación, con un código enviado a este correo electrónico. Por su seguridad, enviaremos ese código solo a partir del {opensAt}.\n\nSi fue usted, no tiene que hacer nada más: vuelva a iniciar sesión después de esa hora y elija "No puedo usar mi aplicación de autenticación".\n\nSi no fue usted, restablezca su contraseña ahora: así se cancela la solicitud y se cierra la sesión de todos los que usan su cuenta. Iniciar sesión con su aplicación de autenticación también la cancela. Si necesita ayuda, llámenos.',
};
