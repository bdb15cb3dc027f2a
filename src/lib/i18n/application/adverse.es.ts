// Spanish words of the application's adverse screens, spread into ../es.ts; one entry per key of adverse.en.ts.
import type { adverseEn } from './adverse.en';

export const adverseEs: Record<keyof typeof adverseEn, string> = {
  'application.adverse.identifying': 'Identificando la configuración de su estado.',
  'application.adverse.entry.heading': 'Su solicitud',
  'application.adverse.keepInMind.heading': 'Tenga en cuenta',
  'application.adverse.keepInMind.body':
    'No pudimos aprobar su solicitud en línea, pero tiene otra opción: puede presentar su solicitud en una de nuestras tiendas, donde un miembro del equipo puede revisar toda su situación con usted.',
  'application.adverse.keepInMind.choose': 'Elegir esta opción',
  'application.adverse.retail.heading': 'Visite una de nuestras tiendas',
  'application.adverse.retail.body':
    'No pudimos aprobar su solicitud en línea. Es posible que nuestras tiendas en su estado aún puedan ayudarle.',
  'application.adverse.retail.findStore': 'Buscar una tienda cerca de usted',
  'application.adverse.thankYou.heading': 'Gracias por su solicitud',
  'application.adverse.thankYou.body': 'En este momento no podemos aprobar su solicitud.',
  'application.adverse.toAccount': 'Ir a mi cuenta',
  'application.adverse.notice.heading': 'Aviso de la acción tomada',
  'application.adverse.notice.date': 'Fecha: {date}',
  'application.adverse.notice.applicationNumber': 'Número de solicitud: {number}',
  'application.adverse.notice.action.creditDenied': 'Hemos rechazado su solicitud de crédito.',
  'application.adverse.notice.action.conversionDenied':
    'Hemos rechazado su solicitud de convertir su préstamo en un préstamo a plazos.',
  'application.adverse.notice.reasons': 'Razones principales de nuestra decisión:',
  'application.adverse.reason.income': 'Ingresos insuficientes para el monto de crédito solicitado',
  'application.adverse.reason.identity': 'No fue posible verificar su identidad',
  'application.adverse.reason.creditExperience': 'Experiencia crediticia limitada',
  'application.adverse.reason.bankAge': 'Antigüedad de la relación bancaria',
  'application.adverse.reason.notLent': 'No ofrecemos crédito en su estado',
  'application.adverse.reason.age': 'El solicitante no cumple con la edad mínima',
  'application.adverse.reason.conversionDenied': 'La opción de conversión ya no está disponible.',
  'application.adverse.notice.noReasons':
    'Usted tiene derecho a una declaración de las razones específicas de esta decisión. Para obtenerla, comuníquese con nosotros dentro de los 60 días siguientes a este aviso; le daremos la declaración dentro de los 30 días siguientes a su solicitud.',
  'application.adverse.notice.creditor': 'Acreedor',
  'application.adverse.notice.ecoa':
    'La Ley federal de Igualdad de Oportunidades de Crédito prohíbe a los acreedores discriminar a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil, edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor. La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es:',
  'application.adverse.notice.report.heading': 'Su informe del consumidor',
  'application.adverse.notice.report.body':
    'Nuestra decisión se basó total o parcialmente en información obtenida de un informe de la agencia de informes del consumidor que se indica a continuación. Conforme a la Ley de Informe Justo de Crédito, usted tiene derecho a conocer la información de su expediente de crédito en la agencia de informes del consumidor. La agencia de informes no participó en nuestra decisión y no puede indicarle las razones específicas por las que le negamos el crédito. También tiene derecho a una copia gratuita de su informe de la agencia de informes si la solicita a más tardar 60 días después de recibir este aviso. Además, si encuentra que alguna información del informe que reciba es inexacta o incompleta, tiene derecho a disputarla ante la agencia de informes.',
  'application.adverse.notice.report.score':
    'Su puntaje de crédito: {score} (los puntajes van de {low} a {high}), al {date}.',
  'application.adverse.notice.report.factors': 'Factores clave que afectaron negativamente su puntaje:',
  'application.adverse.notice.period':
    'Le enviaremos una copia escrita de este aviso dentro de {days, plural, one {# día} other {# días}}.',
  'application.adverse.notice.download': 'Descargar este aviso (PDF)',
  'application.adverse.notice.print': 'Imprimir este aviso',
  'application.adverse.notice.phone': 'Teléfono: {phone}',
  'application.adverse.notice.loading': 'Cargando su aviso',
  'application.adverse.conversionDenied.title': 'Conversión no disponible',
  'application.adverse.conversionDenied.body': 'La opción de conversión ya no está disponible.',
  'application.adverse.conversionDenied.ok': 'Aceptar',
} as const;
