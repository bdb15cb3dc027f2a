// Spanish words of the payoff letter, spread into ../es.ts; one entry per key of payoffLetter.en.ts.
import type { payoffLetterEn } from './payoffLetter.en';

export const payoffLetterEs: Record<keyof typeof payoffLetterEn, string> = {
  'account.payoffLetter.heading': 'Carta de liquidación',
  'account.payoffLetter.intro':
    'Una carta con el monto que liquida su préstamo por completo si lo recibimos a más tardar el día que elija: hoy o hasta 10 días después. Entréguela a otro prestamista o guárdela para sus registros.',
  'account.payoffLetter.loan': 'Préstamo',
  'account.payoffLetter.loanOption': 'Préstamo {loanNumber}',
  'account.payoffLetter.oneLoan': 'Para el préstamo {loanNumber}.',
  'account.payoffLetter.goodThrough': 'Válida hasta',
  'account.payoffLetter.goodThroughHint': 'Cualquier día del {earliest} al {latest}, fines de semana incluidos.',
  'account.payoffLetter.submit': 'Solicitar una carta de liquidación',
  'account.payoffLetter.submitting': 'Preparando su carta de liquidación...',
  'account.payoffLetter.ready':
    'Su carta de liquidación del préstamo {loanNumber} está lista: {amount}, válida hasta el {date}. Descárguela de la lista de documentos.',
  'account.payoffLetter.noLoans':
    'No tiene un préstamo abierto con saldo, así que no hay un monto de liquidación que indicar.',
  'account.payoffLetter.failed': 'No pudimos preparar la carta. Inténtelo de nuevo.',
  'account.payoffLetter.problem.required': 'Elija el día hasta el que debe valer el monto de liquidación.',
  'account.payoffLetter.problem.invalid': 'Escriba una fecha real con el formato MM/DD/AAAA.',
  'account.payoffLetter.problem.past': 'Ese día ya pasó. Elija hoy o un día posterior.',
  'account.payoffLetter.problem.tooFar': 'Elija un día que no pase de 10 días a partir de hoy.',
  'account.payoffLetter.problem.loanRequired': 'Elija el préstamo de la carta.',
  'account.payoffLetter.problem.notOpen': 'Este préstamo no está abierto, así que no tiene monto de liquidación.',
  'account.payoffLetter.problem.nothingOwed': 'No se debe nada en este préstamo, así que no hay nada que liquidar.',
  'account.payoffLetter.document': 'Carta de liquidación del préstamo {loanNumber}, válida hasta el {date} (PDF)',
  'account.payoffLetter.requested': 'Solicitada el {date}',
  'account.payoffLetter.pdf.title': 'Carta de liquidación',
  'account.payoffLetter.pdf.phone': 'Teléfono: {phone}',
  'account.payoffLetter.pdf.date': 'Fecha: {date}',
  'account.payoffLetter.pdf.re': 'Asunto: Préstamo {loanNumber}',
  'account.payoffLetter.pdf.greeting': 'Estimado(a) {name}:',
  'account.payoffLetter.pdf.lead':
    'Como lo solicitó, este es el monto que liquida por completo el préstamo {loanNumber} si lo recibimos a más tardar el {date}.',
  'account.payoffLetter.pdf.figures': 'Monto de liquidación válido hasta el {date}',
  'account.payoffLetter.pdf.principal': 'Capital pendiente',
  'account.payoffLetter.pdf.interest': 'Intereses acumulados al {date}',
  'account.payoffLetter.pdf.fee': 'Cargo financiero (comisión) sin pagar',
  'account.payoffLetter.pdf.payoff': 'Monto de liquidación',
  'account.payoffLetter.pdf.perDiem': 'Interés diario (per diem)',
  'account.payoffLetter.pdf.perDiemNote':
    'Los intereses se acumulan cada día del calendario, {perDiem} al día sobre el capital pendiente. Si recibimos su pago después del {date}, sume {perDiem} por cada día de retraso (el total redondeado al centavo más cercano) o solicite una carta nueva.',
  'account.payoffLetter.pdf.flatNote':
    'El cargo financiero de este préstamo es una comisión fija, incluida arriba: el monto de liquidación no cambia de un día a otro.',
  'account.payoffLetter.pdf.pendingNone': 'Los pagos pendientes en la fecha de esta carta no están incluidos.',
  'account.payoffLetter.pdf.pending':
    'Los pagos pendientes en la fecha de esta carta no están incluidos: hoy hay {amount} pendiente. Si se recibe, el monto de liquidación baja al menos esa cantidad; solicite una carta nueva cuando su historial de pagos lo muestre como recibido.',
  'account.payoffLetter.pdf.howToPay': 'Cómo pagar',
  'account.payoffLetter.pdf.online':
    'En línea: inicie sesión en su cuenta de {brand}, elija Hacer un pago y luego Liquidación. Un pago hecho en línea se aplica el mismo día en que lo hace, cualquier día de la semana.',
  'account.payoffLetter.pdf.store':
    'En una tienda: pague en cualquier tienda de {brand} durante su horario de atención.',
  'account.payoffLetter.pdf.mail':
    'Por correo: envíe un cheque o giro postal por el monto de liquidación a {address}, con el número de préstamo {loanNumber} escrito en él. Un pago por correo se aplica el día hábil en que lo recibimos.',
  'account.payoffLetter.pdf.mailBy':
    'El {date} es fin de semana o feriado bancario, cuando no se recibe correo: un pago por correo debe llegarnos a más tardar el {businessDay}.',
  'account.payoffLetter.pdf.questions': '¿Preguntas? Llámenos al {phone}, {hours}.',
  'account.payoffLetter.pdf.produced':
    'Esta carta se preparó el {date} con los pagos que habíamos recibido ese día. No cambia los términos de su contrato de préstamo.',
};
