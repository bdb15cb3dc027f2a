// Spanish words of the application's afterDecision screens, spread into ../es.ts; one entry per key of afterDecision.en.ts.
import type { afterDecisionEn } from './afterDecision.en';

export const afterDecisionEs: Record<keyof typeof afterDecisionEn, string> = {
  'application.afterDecision.checkAgain': 'Volver a comprobar',
  'application.afterDecision.checking': 'Comprobando…',
  'application.afterDecision.notReady.heading': 'Estamos preparando sus documentos',
  'application.afterDecision.notReady.body':
    'Sus documentos del préstamo aún no están listos. Esto suele tardar menos de un minuto; esta página vuelve a comprobarlo sola.',
  'application.afterDecision.notReady.stillWaiting':
    'Seguimos preparando sus documentos. Volveremos a comprobarlo en breve.',
  'application.afterDecision.summary.heading': 'Su préstamo',
  'application.afterDecision.summary.schedule':
    '{count, plural, one {{count} pago} other {{count} pagos}} de {payment}; el primero vence el {date}.',
  'application.afterDecision.summary.loanNumber': 'Préstamo número {number}',
  'application.afterDecision.summary.converted': 'Liquida el préstamo {number} ({payoff}).',
  'application.afterDecision.esign.heading': 'Revise y firme su contrato de préstamo',
  'application.afterDecision.esign.intro':
    'Lea su contrato de préstamo y luego fírmelo escribiendo su nombre completo. Nada es definitivo hasta que firme.',
  'application.afterDecision.esign.agreementLink': 'Leer su contrato de préstamo (PDF)',
  'application.afterDecision.esign.agreementTitle': 'Su contrato de préstamo',
  'application.afterDecision.esign.consent':
    'He leído el contrato de préstamo y sus divulgaciones, y acepto firmarlo electrónicamente.',
  'application.afterDecision.esign.consentRequired': 'Confirme que ha leído el contrato de préstamo.',
  'application.afterDecision.esign.signature': 'Escriba su nombre completo para firmar',
  'application.afterDecision.esign.signatureHint': 'Tal como aparece en su solicitud: {name}',
  'application.afterDecision.esign.signatureRequired': 'Escriba su nombre completo para firmar.',
  'application.afterDecision.esign.signatureMismatch':
    'El nombre que escribió no coincide con el nombre de su solicitud.',
  'application.afterDecision.esign.date': 'Fecha de la firma: {date}',
  'application.afterDecision.esign.submit': 'Firmar mi contrato de préstamo',
  'application.afterDecision.esign.signing': 'Firmando…',
  'application.afterDecision.esign.loading': 'Cargando los términos de su préstamo',
  'application.afterDecision.hold.heading': 'La firma está en espera por ahora',
  'application.afterDecision.hold.body':
    'Necesitamos un poco más de tiempo antes de que pueda firmar su contrato de préstamo.',
  'application.afterDecision.hold.reasons': 'Motivo:',
  'application.afterDecision.hold.until': 'Podrá firmar después del {date}.',
  'application.afterDecision.hold.noDate': 'Le avisaremos en cuanto pueda firmar.',
  'application.afterDecision.hold.ready': 'Ya puede firmar de nuevo.',
  'application.afterDecision.hold.toEsign': 'Ir a firmar',
  'application.afterDecision.thankYou.heading': '¡Gracias! Su préstamo está en camino',
  'application.afterDecision.thankYou.pending': '¡Gracias! Estamos terminando su préstamo',
  'application.afterDecision.thankYou.pendingBody':
    'Su contrato de préstamo está firmado. Le avisaremos aquí cuando su préstamo esté financiado.',
  'application.afterDecision.thankYou.debitCard':
    'Su dinero va en camino a su tarjeta de débito y puede llegar en tan solo {minutes, plural, one {# minuto} other {# minutos}}.',
  'application.afterDecision.thankYou.ach': 'Su dinero se depositará en su cuenta bancaria a más tardar el {date}.',
  'application.afterDecision.thankYou.achRule':
    'Los depósitos bancarios firmados antes de las 8:00 p. m., hora del Este, en un día hábil llegan el siguiente día hábil; de lo contrario, tardan dos días hábiles.',
  'application.afterDecision.documents.heading': 'Sus documentos firmados',
  'application.afterDecision.documents.intro': 'Descargue una copia de cada documento para conservarla.',
  'application.afterDecision.documents.download': 'Descargar {title} (PDF)',
  'application.afterDecision.documents.none': 'Sus documentos firmados aparecerán aquí cuando estén guardados.',
  'application.afterDecision.toAccount': 'Ir a mi cuenta',
  'application.afterDecision.approved.heading': 'Su préstamo está aprobado',
  'application.afterDecision.approved.body':
    'Estos son los términos de su préstamo. En la página siguiente leerá su contrato de préstamo y lo firmará.',
  'application.afterDecision.approved.continue': 'Continuar para firmar',
  'application.afterDecision.anotherOption.heading': 'Continúe en una tienda',
  'application.afterDecision.anotherOption.body':
    'Eligió continuar su solicitud en una de nuestras tiendas. Un miembro del equipo de la tienda puede terminarla con usted.',
  'application.afterDecision.anotherOption.bring': 'Traiga lo siguiente:',
  'application.afterDecision.anotherOption.id': 'Una identificación oficial vigente con fotografía',
  'application.afterDecision.anotherOption.income': 'Comprobante de ingresos',
  'application.afterDecision.anotherOption.checking': 'Una cuenta de cheques activa',
  'application.afterDecision.anotherOption.address': 'Comprobante de domicilio y de teléfono',
  'application.afterDecision.anotherOption.findStore': 'Buscar una tienda cerca de usted',
  'application.afterDecision.lead.agreements.heading': 'Su oferta está aprobada',
  'application.afterDecision.lead.agreements.body':
    'Nuestro socio nos envió su solicitud aprobada. Continúe para revisar los términos de su préstamo y firmar su contrato.',
  'application.afterDecision.lead.agreements.continue': 'Continuar a mis contratos',
  'application.afterDecision.lead.agreements.missing':
    'No encontramos la oferta de este enlace. Abra de nuevo el enlace de su socio.',
  'application.afterDecision.lead.welcome.heading': 'Bienvenido',
  'application.afterDecision.lead.welcome.body':
    'Su solicitud a través de nuestro socio no fue aprobada, pero aún puede solicitar directamente con nosotros. Solo toma unos minutos.',
  'application.afterDecision.lead.welcome.start': 'Comenzar mi solicitud',
};
