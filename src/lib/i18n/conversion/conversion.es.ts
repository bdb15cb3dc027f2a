// Spanish words of the loan conversion and refinance screens, spread into ../es.ts; one entry per key of
// conversion.en.ts, with the same placeholders.
import type { conversionEn } from './conversion.en';

export const conversionEs: Record<keyof typeof conversionEn, string> = {
  'conversion.steps.label': 'Progreso de la conversión',
  'conversion.steps.customize': 'Personalizar',
  'conversion.steps.esign': 'Firma electrónica',
  'conversion.steps.confirmation': 'Confirmación',

  'conversion.choose.title': 'Elija la opción adecuada para usted',
  'conversion.choose.convert.title': 'Convertir en préstamo a plazos',
  'conversion.choose.convert.benefits':
    'Más capacidad de préstamo, más tiempo para pagar en cuotas manejables y efectivo desde el siguiente día hábil.',
  'conversion.choose.refinance.title': 'Refinanciar su préstamo de día de pago',
  'conversion.choose.refinance.benefits':
    'Más tiempo, un próximo pago más bajo y efectivo desde el siguiente día hábil.*',
  'conversion.choose.footnote': '* Aplica si usted puede pedir prestado más que su saldo actual más los cargos.',
  'conversion.choose.select': 'Elegir esta opción',
  'conversion.choose.loading': 'Buscando sus ofertas',
  'conversion.choose.checking': 'Verificando su elegibilidad',
  'conversion.authorize.title': 'Autorizar una verificación de crédito',
  'conversion.authorize.body':
    'Para mostrarle esta oferta revisaremos su historial de préstamos y podremos verificar su crédito. Esto no afecta su préstamo actual.',
  'conversion.authorize.agree': 'Autorizo',
  'conversion.authorize.cancel': 'Cancelar',
  'conversion.denied.title': 'La opción de conversión ya no está disponible.',
  'conversion.denied.body': 'Su página de cuenta muestra lo que puede hacer hoy con su préstamo.',
  'conversion.denied.ok': 'Aceptar',

  'conversion.convert.title': 'Convertir en préstamo a plazos',
  'conversion.convert.amount': 'Monto del préstamo',
  'conversion.convert.amountTyped': 'O escriba un monto',
  'conversion.convert.amountHint': 'De {minimum} a {maximum} en incrementos de {interval}.',
  'conversion.convert.biweeklyPayment': 'Pago quincenal',
  'conversion.convert.numberOfPayments': 'Número de pagos',
  'conversion.convert.apr': 'TAE',
  'conversion.convert.summary': 'Resumen del préstamo',
  'conversion.convert.currentLoan': 'Préstamo actual {loanNumber}',
  'conversion.convert.payoff': 'Liquidación de su préstamo de día de pago',
  'conversion.convert.cashToYou': 'Efectivo para usted',
  'conversion.convert.dueToday': 'Usted paga hoy',
  'conversion.convert.firstPayment': 'Vencimiento del primer pago',
  'conversion.convert.preview': 'Vista previa del calendario de pagos',
  'conversion.convert.previewNote':
    '{count, plural, one {Su primer pago, tal como lo programa la divulgación de abajo.} other {Sus primeros # pagos, tal como los programa la divulgación de abajo.}}',
  'conversion.convert.chart': 'Saldo a lo largo del tiempo',
  'conversion.convert.chartAlt':
    'Gráfico: el saldo baja de {start} después del primer pago a {end} después del pago {count}, el {last}.',
  'conversion.schedule.number': 'Número de pago',
  'conversion.schedule.dueDate': 'Fecha de vencimiento',
  'conversion.schedule.payment': 'Pago',
  'conversion.schedule.interest': 'Interés',
  'conversion.schedule.principal': 'Capital',
  'conversion.schedule.balance': 'Saldo',

  'conversion.refinance.title': 'Refinanciar su préstamo de día de pago',
  'conversion.refinance.options': '¿Cómo desea refinanciar?',
  'conversion.refinance.option.repayOriginal': 'Pagar el cargo y mantener el mismo monto',
  'conversion.refinance.option.repayOriginal.description':
    'Pague hoy el cargo financiero y obtenga una nueva fecha de vencimiento por el mismo monto.',
  'conversion.refinance.option.repayAndReduce': 'Pagar el cargo y parte del préstamo',
  'conversion.refinance.option.repayAndReduce.description':
    'Pague hoy el cargo financiero y el monto que elija; su nuevo préstamo es menor.',
  'conversion.refinance.option.repayAndBorrow': 'Pedir más prestado',
  'conversion.refinance.option.repayAndBorrow.description':
    'Aumente su préstamo; el cargo adeudado se descuenta del efectivo que recibe.',
  'conversion.refinance.amount.repayAndReduce': 'Monto a pagar',
  'conversion.refinance.amount.repayAndBorrow': 'Monto a pedir prestado',
  'conversion.refinance.amountHint': 'Hasta {maximum}.',
  'conversion.refinance.breakdown': 'Desglose',
  'conversion.refinance.currentTotal': 'Préstamo más cargo financiero',
  'conversion.refinance.paidBack': 'Pagado',
  'conversion.refinance.borrowed': 'Prestado',
  'conversion.refinance.refinanceTotal': 'Total del refinanciamiento',
  'conversion.refinance.fee': 'Cargos adeudados',
  'conversion.refinance.dueToday': 'Usted paga hoy',
  'conversion.refinance.cashBack': 'Efectivo para usted',
  'conversion.refinance.newLoanAmount': 'Monto del nuevo préstamo',
  'conversion.refinance.newFinanceCharge': 'Nuevo cargo financiero',
  'conversion.refinance.newTotalDue': 'Total a pagar el {date}',

  'conversion.esign.title': 'Revise y firme su nuevo contrato de préstamo',
  'conversion.esign.review': 'Revise los términos a continuación antes de firmar.',
  'conversion.esign.signature': 'Escriba su nombre completo para firmar',
  'conversion.esign.consent':
    'Al escribir mi nombre y seleccionar Firmar, acepto el contrato de préstamo y recibirlo electrónicamente.',
  'conversion.esign.sign': 'Firmar',
  'conversion.esign.signing': 'Firmando',
  'conversion.esign.today': 'Al firmar',
  'conversion.esign.paysOff': 'Se liquida el préstamo {loanNumber}',
  'conversion.esign.agreement': 'Lea el contrato de préstamo antes de firmar (PDF)',

  'conversion.confirmation.title': 'Su nuevo préstamo está listo',
  'conversion.confirmation.loanNumber': 'Número del nuevo préstamo',
  'conversion.confirmation.closed': 'El préstamo {loanNumber} está cerrado.',
  'conversion.confirmation.fundsNextDay': 'Su efectivo se deposita a más tardar el {date}.',
  'conversion.confirmation.noCash': 'Este préstamo no deposita efectivo.',
  'conversion.confirmation.agreement': 'Descargue su contrato de préstamo firmado',
  'conversion.confirmation.account': 'Ir a mi cuenta',

  'conversion.validation.amountRequired': 'Escriba un monto.',
  'conversion.validation.belowMinimum': 'Elija al menos {minimum}.',
  'conversion.validation.aboveMaximum': 'Elija como máximo {maximum}.',
  'conversion.validation.offInterval': 'Elija un monto en incrementos de {interval}.',
  'conversion.validation.aboveLoan':
    'Puede pagar como máximo {maximum}: su nuevo préstamo debe ser de al menos {minimum}.',
  'conversion.validation.notWhole': 'Escriba un monto en dólares y centavos.',
  'conversion.validation.negative': 'Escriba un monto de 0 o más.',
  'conversion.validation.staleOffer':
    'Esta oferta cambió desde que la abrió. Vuelva a cargar la página para ver la oferta actual y elija de nuevo.',
  'conversion.validation.signatureRequired': 'Escriba su nombre completo para firmar.',
  'conversion.validation.signatureMismatch': 'Escriba su nombre como aparece en su préstamo: {name}.',
  'conversion.validation.paymentPending':
    'Su pago de {amount} del préstamo {loanNumber} todavía se está procesando, y un préstamo no se puede reemplazar mientras tenga un pago pendiente. Vuelva a intentarlo en un minuto, cuando su historial de pagos lo muestre como recibido.',
  'conversion.validation.optionRequired': 'Elija una opción de refinanciamiento.',
  'conversion.validation.alreadySigned':
    'Este contrato ya está firmado. Su página de cuenta muestra su nuevo préstamo.',
  'conversion.error.generic': 'No pudimos cargar su oferta. Vuelva a intentarlo.',
  'conversion.error.saving': 'No pudimos guardar su elección. Vuelva a intentarlo.',

  'conversion.pdf.title': 'Contrato de préstamo a plazos',
  'conversion.pdf.refinanceTitle': 'Contrato de préstamo refinanciado',
};
