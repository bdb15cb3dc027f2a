// Spanish words of the application's agreements screens and documents, spread into ../es.ts; one entry per key of
// agreements.en.ts. Formal US Spanish (usted); a loan negotiated in Spanish gets these documents (Civ. Code 1632).
import type { agreementsEn } from './agreements.en';

export const agreementsEs: Record<keyof typeof agreementsEn, string> = {
  'application.agreements.heading': 'Revise y acepte',
  'application.agreements.intro':
    'Abra cada documento, léalo e indíquenos si está de acuerdo. Comience con el consentimiento para registros electrónicos: nos permite entregarle los demás de forma electrónica.',
  'application.agreements.mustAgree':
    'Debe indicar que acepta cada uno de los términos a continuación y que ha leído y comprendido los términos de los documentos asociados',
  'application.agreements.open': 'Leer {title}',
  'application.agreements.agreedStatus': 'Aceptado',
  'application.agreements.notAgreedStatus': 'Aún no aceptado',
  'application.agreements.checkbox': 'He leído y acepto el documento {title}',
  'application.agreements.openFirst': 'Primero abra y lea el documento.',
  'application.agreements.esignFirst': 'Primero acepte el consentimiento para registros electrónicos.',
  'application.agreements.allAgreed': 'Ha aceptado todos los documentos.',
  'application.agreements.documentsLoading': 'Cargando sus documentos',
  'application.agreements.documentsFailed': 'No pudimos cargar sus documentos. Inténtelo de nuevo.',
  'application.agreements.retry': 'Intentar de nuevo',
  'application.agreements.submit': 'Aceptar y continuar',
  'application.agreements.resubmit': 'Guardar y enviar de nuevo',
  'application.agreements.resubmitNote':
    'Su nueva elección se guarda con sus acuerdos y su solicitud se envía de nuevo.',
  'application.agreements.esignHeading': 'Antes de aceptar: registros electrónicos',
  'application.agreements.esignSummary':
    'Puede pedir copias en papel de cualquier documento sin costo y puede retirar este consentimiento en cualquier momento llamando al {phone}. Retirarlo termina la solicitud en línea; puede completarla en una tienda o por teléfono. Para abrir nuestros documentos necesita un dispositivo con un navegador web actual que pueda mostrar archivos PDF y una dirección de correo electrónico.',

  'application.agreements.methods.heading': 'Cómo recibe y paga su préstamo',
  'application.agreements.funding.legend': '¿Cómo desea recibir su dinero?',
  'application.agreements.funding.eft': 'Depósito en mi cuenta bancaria (el siguiente día hábil)',
  'application.agreements.funding.debitCard': 'En mi tarjeta de débito (en tan solo 30 minutos)',
  'application.agreements.repayment.legend': '¿Cómo desea pagar?',
  'application.agreements.repayment.ach': 'Pagos automáticos desde mi cuenta bancaria',
  'application.agreements.repayment.debitCard': 'Pagos automáticos desde mi tarjeta de débito',
  'application.agreements.repayment.ndd': 'Haré cada pago yo mismo (en línea, por teléfono o en una tienda)',
  'application.agreements.repayment.optional':
    'Los pagos automáticos son opcionales: elegir pagar usted mismo no afecta su aprobación.',
  'application.agreements.choiceRequired': 'Elija una opción',
  'application.agreements.recurringNote':
    'Los pagos automáticos requieren su autorización de débitos recurrentes. Se agregó a los documentos de arriba; ábrala y acéptela también.',

  'application.agreements.viewer.loading': 'Cargando el documento',
  'application.agreements.viewer.error': 'Ocurrió un error al cargar el PDF',
  'application.agreements.viewer.download': 'Descargar {title} (PDF)',
  'application.agreements.viewer.frameTitle': '{title}, documento PDF',
  'application.agreements.viewer.agree': 'Acepto',
  'application.agreements.viewer.disagree': 'No acepto',
  'application.agreements.viewer.textLabel': '{title}, texto completo',
  'application.agreements.viewer.readToEnd': 'Desplácese hasta el final del documento para aceptarlo.',
  'application.agreements.viewer.readDone': 'Ha llegado al final del documento.',
  'application.agreements.viewer.close': 'Cerrar',

  'application.agreements.upload.heading': 'Suba sus documentos',
  'application.agreements.upload.intro':
    'Necesitamos una copia de los documentos a continuación para completar su solicitud. Se aceptan fotos (JPEG o PNG) y archivos PDF de hasta {size} cada uno.',
  'application.agreements.upload.kind.bankStatement': 'Un estado de cuenta bancario reciente de la cuenta que ingresó',
  'application.agreements.upload.kind.proofOfIncome':
    'Comprobante de sus ingresos (una declaración de impuestos, factura o registro de depósito reciente)',
  'application.agreements.upload.choose': 'Elija un archivo para: {kind}',
  'application.agreements.upload.uploading': 'Subiendo {name}',
  'application.agreements.upload.uploaded': 'Se subió {name}.',
  'application.agreements.upload.received': 'Recibido: {names}',
  'application.agreements.upload.wrongType': '{name} no es un archivo PDF, JPEG ni PNG. Elija otro archivo.',
  'application.agreements.upload.tooLarge': '{name} es mayor de {size}. Elija un archivo más pequeño.',
  'application.agreements.upload.empty': '{name} está vacío. Elija otro archivo.',
  'application.agreements.upload.failed': 'No pudimos subir {name}. Inténtelo de nuevo.',
  'application.agreements.upload.missing': 'Suba un archivo para cada documento de la lista.',
  'application.agreements.upload.tooMany': 'Ya subió el máximo de archivos que aceptamos. Llámenos, por favor.',
  'application.agreements.upload.submit': 'Continuar',

  'application.agreements.doc.footer': '{creditor} · {address} · Tel. {phone}',
  'application.agreements.doc.preparedFor': 'Preparado para {name}, solicitud {number}, el {date}.',
  'application.agreements.doc.esignConsent.title': 'Consentimiento para Registros y Firmas Electrónicos',
  'application.agreements.doc.esignConsent.p1':
    'Este consentimiento cubre toda divulgación, contrato, aviso y registro sobre su solicitud y cualquier préstamo con {brand} ({creditor}), incluidos el contrato de préstamo, los calendarios de pago, los avisos de decisiones sobre su solicitud y los avisos de privacidad.',
  'application.agreements.doc.esignConsent.p2':
    'Usted tiene derecho a recibir estos registros en papel. Para obtener una copia en papel de cualquier registro sin costo, llame al {phone} ({hours}) o pídala en cualquiera de nuestras tiendas.',
  'application.agreements.doc.esignConsent.p3':
    'Puede retirar este consentimiento en cualquier momento llamando al {phone}. Retirarlo es gratuito, pero termina la solicitud en línea: podrá completarla por teléfono o en una tienda, y le enviaremos los registros posteriores en papel.',
  'application.agreements.doc.esignConsent.p4':
    'Para actualizar su correo electrónico u otros datos de contacto, inicie sesión en su cuenta o llame al {phone}.',
  'application.agreements.doc.esignConsent.p5':
    'Para abrir y conservar estos registros necesita una computadora, tableta o teléfono con un navegador web actual (Chrome, Edge, Firefox o Safari) que pueda mostrar archivos PDF, una dirección de correo electrónico y una forma de guardar o imprimir los archivos. Cada documento firmado se puede descargar desde su cuenta.',
  'application.agreements.doc.esignConsent.p6':
    'Al aceptar, usted confirma que pudo abrir este documento, lo que demuestra que puede acceder a los registros en la forma que usaremos.',
  'application.agreements.doc.privacyNotice.title': 'Aviso de Privacidad',
  'application.agreements.doc.privacyNotice.p1':
    'La ley federal le da derecho a limitar parte, pero no todo, el intercambio de su información personal. Este aviso explica cómo {creditor} la recopila, la comparte y la protege.',
  'application.agreements.doc.privacyNotice.p2':
    'Recopilamos su nombre, dirección, número de Seguro Social, ingresos, datos de su cuenta bancaria e historial de pagos cuando solicita o tiene un préstamo con nosotros.',
  'application.agreements.doc.privacyNotice.p3':
    'Compartimos información para procesar su solicitud y sus préstamos, para cumplir con la ley y con empresas que nos prestan servicios. No la compartimos con otras empresas para su propia publicidad.',
  'application.agreements.doc.privacyNotice.p4':
    'Protegemos su información con medidas físicas, electrónicas y de procedimiento que cumplen con la ley federal. Preguntas: llame al {phone}.',
  'application.agreements.doc.creditReport.title': 'Autorización para Obtener Informes de Crédito',
  'application.agreements.doc.creditReport.p1':
    'Usted autoriza a {creditor} a obtener informes de crédito sobre usted de agencias de informes de crédito y a verificar la información de su solicitud, para decidir sobre esta solicitud y para revisar, administrar o cobrar cualquier préstamo que reciba.',
  'application.agreements.doc.creditReport.p2':
    'Si tomamos una acción adversa basada en un informe de crédito, le indicaremos el nombre, la dirección y el teléfono de la agencia que lo proporcionó, y su derecho a una copia gratuita y a disputar su exactitud.',
  'application.agreements.doc.textMessages.title': 'Consentimiento para Mensajes de Texto',
  'application.agreements.doc.textMessages.p1':
    'Usted acepta que {brand} le envíe mensajes de texto sobre su solicitud y su préstamo (códigos de verificación, novedades y recordatorios de pago) al número celular de su solicitud. Pueden aplicarse cargos por mensajes y datos.',
  'application.agreements.doc.textMessages.p2':
    'No enviamos mensajes publicitarios con este consentimiento. Responda STOP para dejar de recibir mensajes en cualquier momento, o HELP para obtener ayuda, o llame al {phone}.',
  'application.agreements.doc.caPrivacy.title': 'Aviso de Privacidad de California',
  'application.agreements.doc.caPrivacy.p1':
    'Este aviso es para residentes de California y se entrega además del Aviso de Privacidad de {creditor}.',
  'application.agreements.doc.caPrivacy.p2':
    'Conforme a la Ley de Privacidad de la Información Financiera de California, no compartiremos información sobre usted con empresas fuera de nuestro grupo corporativo, salvo lo que permita la ley, a menos que usted lo acepte primero.',
  'application.agreements.doc.caPrivacy.p3':
    'Conforme a la Ley de Privacidad del Consumidor de California, puede preguntar qué información personal recopilamos y por qué, pedirnos que la eliminemos o corrijamos, y limitar su uso. No vendemos su información personal. Para hacer una solicitud llame al {phone}.',
  'application.agreements.doc.recurringDebit.title': 'Autorización de Pagos Recurrentes',
  'application.agreements.doc.recurringDebit.p1':
    'Usted autoriza a {creditor} a debitar su {method} por cada pago programado de su préstamo, por los montos y en las fechas de su calendario de pagos, y a acreditarla para corregir cualquier error.',
  'application.agreements.doc.recurringDebit.p2':
    'Esta autorización es opcional y no es una condición de su préstamo: puede hacer cada pago usted mismo. Puede cancelarla llamando al {phone} al menos tres días hábiles antes de una fecha de pago. Una copia de esta autorización se guarda en su cuenta.',
  'application.agreements.doc.recurringDebit.method.ach': 'cuenta bancaria (ACH)',
  'application.agreements.doc.recurringDebit.method.debitCard': 'tarjeta de débito',

  'application.agreements.loan.title': 'Contrato de Préstamo y Divulgación de Veracidad en los Préstamos',
  'application.agreements.loan.parties':
    'Prestatario: {name}, {address}. Acreedor: {creditor}, {creditorAddress}. {reference, select, loan {Número de préstamo: {number}.} application {Número de solicitud: {number}; el número de préstamo se asigna cuando usted firma.} other {El número de préstamo se asigna cuando usted firma.}} Fecha: {date}.',
  'application.agreements.loan.replaces':
    'Este préstamo paga y reemplaza el préstamo {loanNumber}, cuyo saldo para liquidarlo hoy es {payoff}.',
  'application.agreements.loan.dueToday': 'Usted paga hoy {amount} de ese saldo.',
  'application.agreements.loan.fedBox': 'Divulgación Federal de Veracidad en los Préstamos',
  'application.agreements.loan.apr': 'Tasa de Porcentaje Anual',
  'application.agreements.loan.aprHelp': 'El costo de su crédito como tasa anual.',
  'application.agreements.loan.financeCharge': 'Cargo Financiero',
  'application.agreements.loan.financeChargeHelp': 'La cantidad en dólares que le costará el crédito.',
  'application.agreements.loan.amountFinanced': 'Monto Financiado',
  'application.agreements.loan.amountFinancedHelp': 'El monto del crédito que se le otorga a usted o en su nombre.',
  'application.agreements.loan.totalOfPayments': 'Total de Pagos',
  'application.agreements.loan.totalOfPaymentsHelp':
    'La cantidad que habrá pagado después de hacer todos los pagos según lo programado.',
  'application.agreements.loan.schedule': 'Su calendario de pagos',
  'application.agreements.loan.scheduleLine':
    '{count, plural, one {# pago} other {# pagos}} de {amount}, {frequency}, a partir del {first}',
  'application.agreements.loan.singlePayment': 'Un solo pago de {amount} el {date}',
  'application.agreements.loan.finalLine': 'Pago final de {amount} el {date}',
  'application.agreements.loan.frequency.WK': 'cada semana',
  'application.agreements.loan.frequency.BI': 'cada dos semanas',
  'application.agreements.loan.frequency.BIM': 'dos veces al mes',
  'application.agreements.loan.frequency.MON': 'cada mes',
  'application.agreements.loan.lateCharge':
    'Cargo por pago atrasado: si un pago se atrasa más de {days, plural, one {# día} other {# días}}, se le cobrará {amount}.',
  'application.agreements.loan.noLateCharge': 'Cargo por pago atrasado: ninguno.',
  'application.agreements.loan.prepayment':
    'Pago anticipado: si paga antes, no tendrá que pagar una penalidad y no se le cobrarán cargos financieros por los días posteriores a su pago.',
  'application.agreements.loan.prepaymentSingle':
    'Pago anticipado: si paga antes, no tendrá que pagar una penalidad y no tendrá derecho al reembolso de ninguna parte del cargo financiero.',
  'application.agreements.loan.security': 'Garantía: usted no otorga una garantía sobre ningún bien.',
  'application.agreements.loan.contractReference':
    'Consulte los términos a continuación para obtener información adicional sobre la falta de pago, el incumplimiento, cualquier pago total requerido antes de la fecha programada y los reembolsos y penalidades por pago anticipado.',
  'application.agreements.loan.itemization': 'Detalle del Monto Financiado: pagado directamente a usted {amount}.',
  'application.agreements.loan.itemizationReplacing':
    'Detalle del Monto Financiado: pagado a su préstamo {loanNumber} {onAccount}; pagado directamente a usted {toYou}.',
  'application.agreements.loan.scheduleTable': 'Calendario de pagos',
  'application.agreements.loan.column.number': 'Núm.',
  'application.agreements.loan.column.date': 'Vencimiento',
  'application.agreements.loan.column.payment': 'Pago',
  'application.agreements.loan.column.interest': 'Interés',
  'application.agreements.loan.column.principal': 'Capital',
  'application.agreements.loan.column.balance': 'Saldo',
  'application.agreements.loan.promise':
    'Promesa de pago: usted promete pagar a {creditor} el Monto Financiado más el cargo financiero, como lo indica el calendario de pagos.',
  'application.agreements.loan.signature': 'Firmado electrónicamente por {name} el {date} a las {time}.',
  'application.agreements.loan.unsigned': 'Aún no firmado.',

  'application.agreements.notice.title': 'Aviso de Acción Tomada',
  'application.agreements.notice.greeting': 'Estimado(a) {name}:',
  'application.agreements.notice.action':
    'Gracias por su solicitud del {date} ({number}) de un {product}. No podemos aprobar su solicitud en este momento.',
  'application.agreements.notice.reasons': 'Las razones principales de nuestra decisión:',
  'application.agreements.notice.creditor': 'Acreedor: {creditor}, {address}, {phone}.',
  'application.agreements.notice.ecoa':
    'La Ley federal de Igualdad de Oportunidades de Crédito prohíbe a los acreedores discriminar a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor. La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es:',
  'application.agreements.notice.reportUsed':
    'Nuestra decisión se basó total o parcialmente en información obtenida de un informe de la agencia de informes de crédito que se indica a continuación. Conforme a la Ley de Informes de Crédito Justos, usted tiene derecho a conocer la información de su expediente en la agencia de informes de crédito. La agencia no participó en nuestra decisión y no puede darle las razones específicas por las que le negamos el crédito. Tiene derecho a una copia gratuita de su informe de la agencia si la solicita dentro de los 60 días posteriores a recibir este aviso. Además, si encuentra que alguna información del informe es inexacta o incompleta, tiene derecho a disputarla con la agencia.',
  'application.agreements.notice.bureau': '{name}, {address}, Tel. {phone}',
  'application.agreements.notice.score':
    'Su puntaje de crédito: {score} (los puntajes van de {low} a {high}), con fecha {date}. Factores clave: {factors}.',
  'application.agreements.notice.period':
    'Este aviso por escrito se envía dentro de {days, plural, one {# día} other {los # días}} posteriores a nuestra decisión. Preguntas sobre este aviso: llame al {phone} ({hours}).',
  'application.agreements.notice.product.short': 'préstamo a corto plazo',
  'application.agreements.notice.product.installment': 'préstamo a plazos',
};
