// Spanish words of the autopay notices, spread into ../es.ts (keys and placeholders as autopayNotices.en.ts).
import type { autopayNoticesEn } from './autopayNotices.en';

export const autopayNoticesEs: Record<keyof typeof autopayNoticesEn, string> = {
  'account.autopayNotice.withdrawal.subject':
    'Pago automático: se debitarán {amount} el {date} para el préstamo {loanNumber}',
  'account.autopayNotice.withdrawal.body':
    '{brand} debitará {amount} de su {method} terminada en {last4} el {date} para el préstamo {loanNumber}, según la autorización de pago automático que usted aceptó.',
  'account.autopayNotice.kind.firstWithdrawal': 'Este es el primer pago automático de este préstamo.',
  'account.autopayNotice.because.AMOUNT': 'Este pago es de un monto distinto de su pago regular de {regular}.',
  'account.autopayNotice.because.DATE':
    'Este pago se hace en un día distinto de su fecha de vencimiento, el {dueDate}, que no es un día hábil.',
  'account.autopayNotice.because.CHANNEL': 'Este pago se hace desde una cuenta distinta de la del último pago.',
  'account.autopayNotice.because.RETRY':
    'Este es un nuevo intento de un pago que no se pudo hacer el {failedOn}. Asegúrese de tener el dinero en su cuenta.',
  'account.autopayNotice.kind.varyingAmount':
    'Este pago es mayor que los {regular} que usted aceptó sin aviso, por eso le informamos su monto y fecha por adelantado.',
  'account.autopayNotice.stop':
    'Para detener este pago, desactive el pago automático en su cuenta o llámenos, al menos 3 días hábiles antes.',
  'account.autopayNotice.contact': '¿Preguntas? Llame a {brand} al {phone}.',
  'account.autopayNotice.rights.subject': 'Aviso: {brand} ya no puede retirar pagos de su cuenta',
  'account.autopayNotice.rights.heading': 'Alerta: Aviso de derechos del consumidor',
  'account.autopayNotice.rights.body':
    '{brand} intentó dos veces retirar pagos del préstamo {loanNumber} de su cuenta, y ambos intentos fallaron. La ley federal no nos permite intentar retirar un pago de su cuenta otra vez sin su nuevo permiso.',
  'account.autopayNotice.rights.attempt': '{date}: {amount} de su {method} terminada en {last4}, fallido ({reason}).',
  'account.autopayNotice.reason.insufficientFunds': 'fondos insuficientes',
  'account.autopayNotice.rights.next':
    'El pago automático del préstamo {loanNumber} está detenido. No necesita hacer nada para que no lo intentemos otra vez. Para volver a pagar automáticamente, inicie sesión y autorice de nuevo el pago automático; también puede hacer un pago usted mismo en cualquier momento.',
  'account.autopayNotice.rights.cfpb':
    'Si tiene preguntas sobre sus derechos, puede comunicarse con la Oficina para la Protección Financiera del Consumidor al 1-855-411-2372 o en consumerfinance.gov/payday-rule.',
};
