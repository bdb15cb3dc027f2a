// Spanish words of the application's bank screens, spread into ../es.ts; one entry per key of bank.en.ts.
import type { bankEn } from './bank.en';

export const bankEs: Record<keyof typeof bankEn, string> = {
  'application.bank.heading': 'Su cuenta bancaria',
  'application.bank.intro':
    'Depositamos su préstamo en su cuenta de cheques y cobramos sus pagos de ella. Vincule su banco para completar esto de forma segura, o ingrese su cuenta manualmente.',
  'application.bank.rule': 'Su cuenta de cheques debe estar activa y abierta desde hace al menos 30 días.',
  'application.bank.link': 'Vincular mi banco',
  'application.bank.manualLink': 'Ingresar mi cuenta manualmente',
  'application.bank.saved': 'Cuenta guardada: {bank}, cuenta que termina en {last4}.',
  'application.bank.savedManual':
    'Cuenta guardada: número de ruta que termina en {routing4}, cuenta que termina en {last4}.',
  'application.bank.continue': 'Continuar',
  'application.bank.tryAgain': 'Intentar de nuevo',
  'application.bank.linkAnother': 'Vincular otro banco',
  'application.bank.back': 'Volver',
  'application.bank.working': 'Procesando…',
  'application.bank.consent.heading': 'Vincule su banco de forma segura',
  'application.bank.consent.text':
    'Usamos Plaid para vincular su banco. Usted inicia sesión en su banco en una ventana segura sobre esta página. Recibimos los números de ruta y de cuenta de su cuenta de cheques, su saldo y el nombre del titular, y los usamos solo para depositar su préstamo y cobrar sus pagos. Nunca vemos la contraseña de su banco.',
  'application.bank.consent.agree': 'Aceptar y continuar',
  'application.bank.plaid.heading': 'Conectando con su banco',
  'application.bank.plaid.text': 'Preparando la ventana segura del banco…',
  'application.bank.open.heading': 'Inicie sesión en su banco',
  'application.bank.open.text': 'Termine en la ventana segura del banco sobre esta página.',
  'application.bank.open.again': 'Abrir la ventana del banco',
  'application.bank.verify.heading': 'Revisando sus cuentas',
  'application.bank.verify.text': 'Estamos leyendo sus cuentas de cheques en su banco…',
  'application.bank.select.heading': 'Elija su cuenta de cheques',
  'application.bank.select.legend': 'Cuentas de cheques en {bank}',
  'application.bank.select.legendPlain': 'Sus cuentas de cheques',
  'application.bank.select.account': '{name}, cuenta que termina en {last4}',
  'application.bank.select.balance': 'Saldo disponible: ${balance}',
  'application.bank.select.use': 'Usar esta cuenta',
  'application.bank.select.none': 'No hay una cuenta de cheques vinculada para elegir. Vincule su banco de nuevo.',
  'application.bank.errorInitializing.heading': 'No pudimos iniciar la vinculación bancaria',
  'application.bank.errorInitializing.text':
    'Ocurrió un problema al preparar la ventana segura del banco. Puede intentarlo de nuevo o ingresar su cuenta manualmente.',
  'application.bank.invalidCredentials.heading': 'Su banco no aceptó el inicio de sesión',
  'application.bank.invalidCredentials.text':
    'Su banco no aceptó el usuario o la contraseña. Puede intentar vincularlo de nuevo o ingresar su cuenta manualmente.',
  'application.bank.noAuth.heading': 'Su banco no puede compartir números de cuenta',
  'application.bank.noAuth.text':
    'Este banco no comparte los números de ruta y de cuenta mediante una vinculación bancaria. Vincule otro banco o ingrese su cuenta manualmente.',
  'application.bank.noData.heading': 'No se encontraron cuentas',
  'application.bank.noData.text':
    'Su banco no devolvió cuentas que podamos usar. Vincule otro banco o ingrese su cuenta manualmente.',
  'application.bank.noChecking.heading': 'Necesitamos una cuenta de cheques',
  'application.bank.noChecking.text':
    'El banco que vinculó no tiene una cuenta de cheques. Su préstamo se deposita en una cuenta de cheques activa abierta desde hace al menos 30 días. Vincule otro banco o ingrese una cuenta de cheques manualmente.',
  'application.bank.relogin.title': 'Requisito de la institución',
  'application.bank.relogin.text':
    '{bank} necesita que inicie sesión de nuevo antes de compartir su cuenta. Puede iniciar sesión de nuevo o ingresar su cuenta manualmente.',
  'application.bank.relogin.yourBank': 'Su banco',
  'application.bank.relogin.signIn': 'Iniciar sesión de nuevo',
  'application.bank.manual.heading': 'Ingrese su cuenta bancaria',
  'application.bank.manual.intro':
    'Ingrese su cuenta de cheques tal como aparece en sus cheques. Después le pediremos que la confirme con su banco.',
  'application.bank.manual.holder': 'Nombre del titular de la cuenta',
  'application.bank.manual.routing': 'Número de ruta',
  'application.bank.manual.routingHint': 'El número de 9 dígitos en la parte inferior izquierda de un cheque.',
  'application.bank.manual.account': 'Número de cuenta',
  'application.bank.manual.accountHint': 'De 4 a 17 dígitos.',
  'application.bank.manual.openDate': 'Fecha de apertura de la cuenta (MM/DD/AAAA)',
  'application.bank.manual.bankName': 'Nombre del banco (opcional)',
  'application.bank.manual.save': 'Guardar y continuar',
  'application.bank.verification.heading': 'Confirme su cuenta bancaria',
  'application.bank.verification.text':
    'Como ingresó su cuenta manualmente, confírmela iniciando sesión en su banco. Verificamos que la cuenta que ingresó esté allí. Nunca vemos la contraseña de su banco.',
  'application.bank.verification.account':
    'Cuenta por confirmar: número de ruta que termina en {routing4}, cuenta que termina en {last4}.',
  'application.bank.verification.start': 'Iniciar sesión en mi banco',
  'application.bank.verification.change': 'Cambiar mi cuenta',
  'application.bank.verification.approved': 'Su cuenta bancaria está confirmada.',
  'application.bank.verification.noMatch':
    'El banco en el que inició sesión no tiene la cuenta que ingresó. Inicie sesión en el banco correcto o cambie su cuenta.',
  'application.bank.verification.loginRequired': 'Su banco le pidió iniciar sesión de nuevo. Inténtelo una vez más.',
  'application.bank.verification.expired': 'Esta verificación ha vencido. Ingrese su cuenta de nuevo.',
  'application.bank.validation.routingRequired': 'Ingrese el número de ruta.',
  'application.bank.validation.routingLength': 'El número de ruta tiene 9 dígitos.',
  'application.bank.validation.routingChecksum':
    'Este número de ruta no es válido. Revise el número de 9 dígitos en la parte inferior izquierda de su cheque.',
  'application.bank.validation.accountRequired': 'Ingrese el número de cuenta.',
  'application.bank.validation.accountLength': 'El número de cuenta tiene de 4 a 17 dígitos.',
  'application.bank.validation.holderRequired': 'Ingrese el nombre del titular de la cuenta.',
  'application.bank.validation.holderInvalid':
    'Ingrese el nombre tal como aparece en la cuenta (letras, espacios, guiones y apóstrofos).',
  'application.bank.validation.openDateRequired': 'Ingrese la fecha de apertura de la cuenta.',
  'application.bank.validation.openDateInvalid': 'Ingrese una fecha real como MM/DD/AAAA.',
  'application.bank.validation.openDateFuture': 'La fecha de apertura no puede ser futura.',
  'application.bank.validation.clientName': 'No se pudo iniciar la vinculación bancaria.',
  'application.bank.validation.linkedAccountUnknown': 'Esa cuenta ya no está disponible. Vincule su banco de nuevo.',
  'application.bank.validation.checkingOnly': 'Elija una cuenta de cheques.',
};
