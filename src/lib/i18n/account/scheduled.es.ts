// Spanish words of scheduled payments, spread into ../es.ts; one entry per key of scheduled.en.ts.
import type { scheduledEn } from './scheduled.en';

export const scheduledEs: Record<keyof typeof scheduledEn, string> = {
  'account.schedule.when.legend': '¿Cuándo quiere pagar?',
  'account.schedule.when.now': 'Pagar ahora',
  'account.schedule.when.later': 'Pagar en una fecha',
  'account.schedule.date': 'Fecha del pago',
  'account.schedule.dateHelp':
    'Un día hábil (de lunes a viernes, que no sea feriado bancario) desde el {first} hasta su fecha de vencimiento, el {due}.',
  'account.schedule.noDates':
    'No queda ningún día hábil antes de su fecha de vencimiento para programar un pago. Pague ahora o llámenos al {phone}.',
  'account.schedule.amountHelp':
    'Desde $1.00 hasta {max}: lo que queda por pagar después de sus pagos en proceso y programados.',
  'account.schedule.authorization':
    'Autorizo a {brand} a realizar un único débito electrónico de {amount} de mi {method} que termina en {last4} el {date} para pagar el préstamo {loanNumber}. Puedo cambiar o cancelar este pago en mi historial de pagos, o llamando al {phone}, hasta las 11:59 p. m., hora del Este, del {cutoff}. Se guarda una copia de esta autorización con mi historial de pagos.',
  'account.schedule.submit': 'Programar {amount} para el {date}',
  'account.schedule.submitting': 'Programando…',
  'account.schedule.done':
    'Su pago de {amount} está programado para el {date}. Puede cambiarlo o cancelarlo en su historial de pagos hasta las 11:59 p. m., hora del Este, del {cutoff}.',
  'account.schedule.toHistory': 'Ver mis pagos programados',
  'account.schedule.problem.dateRequired': 'Elija la fecha del pago.',
  'account.schedule.problem.dateNotAfterToday': 'Elija una fecha posterior a hoy. Para pagar hoy, elija Pagar ahora.',
  'account.schedule.problem.dateAfterDueDate': 'Elija una fecha igual o anterior a su fecha de vencimiento, el {due}.',
  'account.schedule.problem.dateNotBusinessDay': 'Ese día es fin de semana o feriado bancario. Elija un día hábil.',
  'account.schedule.problem.amountRequired': 'Escriba el monto que desea pagar.',
  'account.schedule.problem.amountTooSmall': 'El pago mínimo es de $1.00.',
  'account.schedule.problem.aboveWhatIsLeft':
    'Eso es más de lo que queda por pagar después de sus pagos en proceso y programados. Lo máximo que puede programar es {max}.',
  'account.schedule.problem.nothingLeft':
    'Sus pagos en proceso y programados ya cubren todo lo que se debe de este préstamo.',
  'account.schedule.problem.notPayable': 'Este préstamo no puede recibir un pago ahora. Llámenos al {phone}.',
  'account.schedule.problem.noSuchMethod': 'Elija un método de pago registrado.',
  'account.schedule.problem.keyReused': 'Este pago ya se programó con otros datos. Empiece de nuevo.',
  'account.schedule.problem.pastCutoff':
    'Este pago ya no se puede cambiar ni cancelar: se podía hasta las 11:59 p. m., hora del Este, del {cutoff}. Llámenos al {phone}.',
  'account.schedule.problem.notScheduled': 'Este pago ya no está programado, así que no se puede cambiar ni cancelar.',
  'account.scheduled.heading': 'Pagos programados',
  'account.scheduled.runsOn': 'Fecha',
  'account.scheduled.actions': 'Cambiar o cancelar',
  'account.scheduled.status.SCHEDULED': 'Programado',
  'account.scheduled.status.CANCELLED': 'Cancelado',
  'account.scheduled.status.TAKEN': 'Cobrado, confirmación {confirmation}',
  'account.scheduled.status.SKIPPED': 'No cobrado',
  'account.scheduled.skip.abovePayoff': 'Ese día se debía menos que este pago, así que no se cobró.',
  'account.scheduled.skip.notPayable': 'Ese día el préstamo ya no podía recibir pagos, así que no se cobró.',
  'account.scheduled.skip.nothingDue': 'Ese día no se debía nada, así que no se cobró.',
  'account.scheduled.skip.noMethod': 'El método de pago ya no estaba registrado, así que no se cobró.',
  'account.scheduled.skip.missedDay': 'No se pudo procesar en su día, así que no se cobró.',
  'account.scheduled.nothingCharged': 'No se cobró nada.',
  'account.scheduled.until': 'Hasta las 11:59 p. m., hora del Este, del {date}',
  'account.scheduled.change': 'Cambiar',
  'account.scheduled.changeNamed': 'Cambiar el pago de {amount} del {date}',
  'account.scheduled.cancel': 'Cancelar',
  'account.scheduled.cancelNamed': 'Cancelar el pago de {amount} del {date}',
  'account.scheduled.cancelDialog.heading': '¿Cancelar este pago programado?',
  'account.scheduled.cancelDialog.body':
    'El pago de {amount} del {date} de su {method} que termina en {last4} no se cobrará.',
  'account.scheduled.cancelDialog.confirm': 'Cancelar el pago',
  'account.scheduled.cancelDialog.keep': 'Conservarlo',
  'account.scheduled.cancelled': 'El pago de {amount} del {date} está cancelado. No se cobrará nada.',
  'account.scheduled.changeDialog.heading': 'Cambiar este pago programado',
  'account.scheduled.changeDialog.save': 'Guardar el cambio',
  'account.scheduled.changeDialog.close': 'Dejarlo como estaba',
  'account.scheduled.changed': 'Ahora el pago es de {amount} el {date}.',
  'account.scheduled.failed': 'No pudimos guardar eso. Inténtelo de nuevo.',
};
