// Spanish words of the application's decision screens, spread into ../es.ts; one entry per key of decision.en.ts.
import type { decisionEn } from './decision.en';

export const decisionEs: Record<keyof typeof decisionEn, string> = {
  'application.decision.transition.heading': 'Estamos revisando su solicitud',
  'application.decision.transition.intro':
    'Esto suele tardar menos de un minuto. Mantenga esta página abierta: avanzará sola en cuanto haya novedades.',
  'application.decision.status.connecting': 'Conectando para obtener el estado de su solicitud…',
  'application.decision.status.submitting': 'Su solicitud ha sido enviada.',
  'application.decision.status.scoring': 'Verificando la información que nos proporcionó…',
  'application.decision.status.underwriting': 'Su solicitud está en revisión.',
  'application.decision.status.review':
    'Un analista está revisando su solicitud con más detalle. Esto puede tardar un poco más; por favor, espere aquí.',
  'application.decision.status.approved':
    'Buenas noticias: su solicitud fue aprobada. Estamos preparando sus documentos del préstamo…',
  'application.decision.status.recalculating':
    'El monto aprobado es distinto del que solicitó. Estamos actualizando su oferta…',
  'application.decision.status.signing': 'Gracias por firmar. Estamos preparando su préstamo…',
  'application.decision.status.reconnecting': 'Se interrumpió la conexión. Reconectando…',
  'application.decision.status.moving': 'Su solicitud avanzó. Lo llevamos a la página siguiente…',
  'application.decision.error.heading': 'No podemos mostrar el estado de su solicitud en este momento',
  'application.decision.error.body':
    'Su solicitud está segura y se sigue procesando. Inténtelo de nuevo o vuelva más tarde desde su cuenta.',
  'application.decision.error.retry': 'Intentar de nuevo',
  'application.decision.toAccount': 'Ir a mi cuenta',
  'application.decision.duplicate.heading': 'Ya tiene una solicitud en trámite',
  'application.decision.duplicate.body':
    'Ya estamos procesando otra solicitud suya, por lo que esta no se envió. Puede seguir la otra desde su cuenta.',
  'application.decision.submitError.heading': 'No pudimos procesar su solicitud',
  'application.decision.submitError.body': 'Ocurrió un problema al procesar su solicitud. Revísela y envíela de nuevo.',
  'application.decision.submitError.action': 'Revisar mi solicitud',
  'application.decision.message.cardError1':
    'No pudimos enviar su préstamo a la tarjeta de débito que eligió. Elija otra forma de recibir su dinero y envíe la solicitud de nuevo.',
  'application.decision.message.cardError2':
    'Su tarjeta de débito fue rechazada otra vez. Elija otra forma de recibir su dinero, como su cuenta bancaria, y envíe la solicitud de nuevo.',
  'application.decision.message.needsNewFunding':
    'No podemos enviar su préstamo de la forma que eligió. Elija otra forma de recibir su dinero y envíe la solicitud de nuevo.',
  'application.decision.message.needsNewRepayment':
    'No podemos establecer el pago de la forma que eligió. Elija otra forma de pago y envíe la solicitud de nuevo.',
  'application.decision.message.recalculated':
    'Su préstamo fue aprobado por un monto distinto del que solicitó. Revise los términos actualizados antes de firmar.',
  'application.decision.message.esignError': 'No se pudo registrar su firma. Por favor, firme de nuevo.',
  'application.decision.missing.personalInformation': 'Falta su información personal.',
  'application.decision.missing.incomeInformation': 'Faltan sus ingresos.',
  'application.decision.missing.bankingInformation': 'Falta su cuenta bancaria.',
  'application.decision.missing.agreements': 'Faltan los acuerdos y la forma en que recibirá y pagará el dinero.',
  'application.decision.missing.otpResponse': 'No se ha confirmado el código que enviamos a su teléfono.',
  'application.decision.missing.product': 'Elija un producto.',
  'application.decision.missing.loanRequest': 'Elija el monto que desea solicitar.',
  'application.decision.esign.signatureMismatch':
    'Escriba su nombre completo tal como aparece en la solicitud para firmar.',
};
