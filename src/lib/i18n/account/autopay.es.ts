// Spanish words of autopay, spread into ../es.ts (keys and placeholders as autopay.en.ts).
import type { autopayEn } from './autopay.en';

export const autopayEs: Record<keyof typeof autopayEn, string> = {
  'account.autopay.heading': 'Pago automático',
  'account.autopay.status.ON':
    'El pago automático está activado: el monto adeudado se paga con su {method} terminada en {last4} en cada fecha de vencimiento.',
  'account.autopay.status.OFF':
    'El pago automático está desactivado. Puede pagar usted mismo en cada fecha de vencimiento o activar el pago automático.',
  'account.autopay.status.STOPPED':
    'El pago automático está detenido: no se pudieron hacer dos pagos seguidos, por eso no lo intentaremos otra vez. Para volver a pagar automáticamente, lea y acepte una nueva autorización.',
  'account.autopay.optional': 'El pago automático es opcional. Siempre puede hacer un pago usted mismo.',
  'account.autopay.next':
    'Próximo pago automático: unos {amount} el {date}. Puede desactivar el pago automático u omitir este pago hasta el {cutoff}.',
  'account.autopay.nextClosed':
    'Próximo pago automático: unos {amount} el {date}. Los cambios a este pago cerraron el {cutoff}, 3 días hábiles antes.',
  'account.autopay.skipped': 'Omitido: el pago con vencimiento el {date}.',
  'account.autopay.turnOn': 'Activar el pago automático',
  'account.autopay.turnOnAgain': 'Autorizar de nuevo el pago automático',
  'account.autopay.turnOff': 'Desactivar el pago automático',
  'account.autopay.skip': 'Omitir el pago del {date}',
  'account.autopay.download': 'Descargar su autorización de pago automático (PDF)',
  'account.autopay.working': 'Guardando…',
  'account.autopay.turnedOn':
    'El pago automático está activado. Le enviamos por correo electrónico una copia de la autorización.',
  'account.autopay.turnedOff': 'El pago automático está desactivado. No se debitará nada más automáticamente.',
  'account.autopay.didSkip': 'El pago con vencimiento el {date} no se debitará. Recuerde pagarlo de otra manera.',
  'account.autopay.failed': 'No pudimos guardarlo en este momento. Vuelva a intentarlo o llámenos al {phone}.',
  'account.autopay.dialog.heading': 'Activar el pago automático',
  'account.autopay.dialog.method': 'Pagar con',
  'account.autopay.dialog.authorizationHeading': 'Autorización de pago automático',
  'account.autopay.dialog.agree': 'Leí y acepto esta autorización de pago automático',
  'account.autopay.dialog.agreeRequired': 'Marque la casilla para aceptar la autorización de pago automático.',
  'account.autopay.dialog.submit': 'Activar el pago automático',
  'account.autopay.dialog.cancel': 'Cancelar',
  'account.autopay.dialog.noMethods':
    'No hay ninguna tarjeta ni cuenta bancaria registrada para este préstamo. Llámenos al {phone}.',
  'account.autopay.authorization':
    'Autorizo a {brand} a debitar de mi {method} terminada en {last4}, en cada fecha de vencimiento del préstamo {loanNumber}, el monto adeudado en esa fecha, hasta {max} y nunca más que el saldo para liquidarlo, hasta que el préstamo esté pagado o yo desactive el pago automático. Si una fecha de vencimiento no es día hábil, el débito se hace el siguiente día hábil. Si un débito va a ser de más de {max}, {brand} me informará su monto y fecha al menos 10 días antes. Puedo desactivar el pago automático, u omitir un débito, en mi cuenta o llamando al {phone}, hasta 3 días hábiles antes del débito. El pago automático es opcional: siempre puedo pagar mi préstamo de otra manera. Se me envía por correo electrónico una copia de esta autorización, que también se guarda en mi cuenta.',
  'account.autopay.email.subject': 'Su autorización de pago automático del préstamo {loanNumber}',
  'account.autopay.email.body':
    'El pago automático está activado para el préstamo {loanNumber} con {brand}. Esta es su copia de la autorización que aceptó el {date}:',
  'account.autopay.email.contact':
    'Para desactivar el pago automático u omitir un pago, visite su cuenta o llame a {brand} al {phone}.',
  'account.autopay.pdf.title': 'Autorización de pago automático',
  'account.autopay.pdf.loan': 'Préstamo {loanNumber}',
  'account.autopay.pdf.agreed':
    'Aceptada electrónicamente el {date} a las {time} (hora del Este de EE. UU.), en el portal.',
  'account.autopay.pdf.method': 'Método de pago: {method} terminada en {last4}.',
  'account.autopay.problem.notPayable':
    'No se puede activar el pago automático para este préstamo porque ahora no puede recibir pagos. Llámenos al {phone}.',
  'account.autopay.problem.alreadyOn':
    'El pago automático ya está activado para este préstamo. Para pagar con otra cuenta, desactívelo primero y luego actívelo de nuevo.',
  'account.autopay.problem.authorizeRequired': 'Marque la casilla para aceptar la autorización de pago automático.',
  'account.autopay.problem.staleText':
    'La autorización de pago automático cambió. Vuelva a cargar la página, léala de nuevo y acéptela.',
  'account.autopay.problem.noSuchMethod':
    'Elija la tarjeta de débito o la cuenta bancaria registrada para el pago automático.',
  'account.autopay.problem.notOn': 'El pago automático no está activado para este préstamo.',
  'account.autopay.problem.pastCutoff':
    'Ya es tarde para detener el pago automático del {runDate}: los cambios cerraron el {cutoff}, 3 días hábiles antes. Llámenos al {phone}.',
  'account.autopay.problem.notADueDate':
    'No hay ningún pago automático que omitir el {dueDate}. Elija el próximo pago que se muestra en su cuenta.',
};
