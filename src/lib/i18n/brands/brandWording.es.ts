// Spanish for brandWording.en.ts: one entry per key.
import type { brandWordingEn } from './brandWording.en';

export const brandWordingEs: Record<keyof typeof brandWordingEn, string> = {
  'brand.contactHours': 'de lunes a viernes, de 8 a. m. a 5 p. m., hora del Este',
  'brand.adverseActionNotice':
    'En un plazo de {days, plural, one {# día} other {# días}}, {creditor} le enviará un aviso por escrito con los motivos.',
  'brand.documents.photoId': 'Una identificación oficial con fotografía vigente',
  'brand.documents.income': 'Comprobante de ingresos, como su talón de pago más reciente',
  'brand.documents.checking': 'Una cuenta de cheques activa abierta hace al menos 30 días',
  'brand.documents.address': 'Comprobante de domicilio, como una factura de servicios públicos',
  'brand.documents.phone': 'Un número de teléfono en funcionamiento',
  'brand.documents.payStubs': 'Sus dos talones de pago más recientes',
  'brand.documents.bankStatement': 'Un estado de cuenta bancario de los últimos 30 días',
  'brand.documents.ssn': 'Su número de Seguro Social',
  'brand.lumen.adverseActionLead': 'Lumen Cash no puede aprobar su solicitud de préstamo en línea en este momento.',
  'brand.lumen.productDisclosure':
    'Lumen Cash ofrece préstamos a corto plazo en línea en algunos estados. Las tasas, los cargos y los plazos varían según el estado. Los préstamos a corto plazo no son una solución financiera a largo plazo.',
  'brand.lumen.thankYouTitle': '¡Gracias por elegir Lumen Cash!',
  'brand.lumen.thankYouBody':
    'Su préstamo está aprobado. Le enviamos por correo electrónico su contrato firmado y sus fondos van en camino.',
  'brand.lumen.documentsIntro': 'Tenga esto a mano para presentar su solicitud con Lumen Cash:',
  'brand.lumen.payByCheck':
    'Escriba su número de préstamo en el cheque y envíelo por correo al menos 7 días antes de la fecha de vencimiento.',
  'brand.harbor.adverseActionLead': 'Harbor Check & Loan no puede aprobar su solicitud de préstamo en este momento.',
  'brand.harbor.productDisclosure':
    'Harbor Check & Loan ofrece préstamos de día de pago y cambio de cheques en sus tiendas y en línea. La disponibilidad, las tasas y los cargos varían según el estado y se le informan antes de firmar.',
  'brand.harbor.thankYouTitle': '¡Gracias por elegir Harbor Check & Loan!',
  'brand.harbor.thankYouBody':
    'Su solicitud está completa. Lleve su identificación con fotografía a la tienda que eligió para firmar y recoger su dinero.',
  'brand.harbor.documentsIntro': 'Lleve esto a su tienda Harbor Check & Loan:',
  'brand.harbor.payByCheck':
    'Escriba su número de préstamo en el cheque o pague en persona en cualquier tienda Harbor Check & Loan.',
  'brand.pinecrest.adverseActionLead':
    'Pinecrest Cash Advance no puede aprobar su solicitud de adelanto de efectivo en este momento.',
  'brand.pinecrest.productDisclosure':
    'Pinecrest Cash Advance ofrece adelantos de efectivo en algunos estados. Los cargos y los plazos de pago varían según el estado y se le muestran antes de firmar.',
  'brand.pinecrest.thankYouTitle': '¡Gracias por elegir Pinecrest Cash Advance!',
  'brand.pinecrest.thankYouBody':
    '¡Aprobado! Le enviamos su contrato por correo electrónico y los fondos llegan a partir del siguiente día hábil.',
  'brand.pinecrest.documentsIntro': 'Para solicitar un adelanto de efectivo de Pinecrest, tenga a mano:',
  'brand.pinecrest.payByCheck':
    'Escriba su número de adelanto en el cheque y envíelo por correo al menos 7 días antes de la fecha de vencimiento.',
  'brand.meridian.adverseActionLead':
    'Ridgeway State Bank otorga los préstamos a plazos de Meridian Installment Loans y no puede aprobar su solicitud en este momento.',
  'brand.meridian.productDisclosure':
    'Ridgeway State Bank, miembro de la FDIC, otorga los préstamos de Meridian Installment Loans. La aprobación depende de los criterios de elegibilidad y evaluación del banco; las tasas y los plazos varían según el estado.',
  'brand.meridian.thankYouTitle': '¡Gracias por elegir Meridian Installment Loans!',
  'brand.meridian.thankYouBody':
    'Ridgeway State Bank tiene su contrato firmado. Sus fondos se depositan a partir del siguiente día hábil.',
  'brand.meridian.documentsIntro': 'Ridgeway State Bank puede pedirle que suba:',
  'brand.meridian.payByCheck': 'Emita el cheque a nombre de Ridgeway State Bank y escriba en él su número de préstamo.',
  'brand.keel.adverseActionLead': 'Keel Financial no puede abrirle una cuenta Keel Card en este momento.',
  'brand.keel.productDisclosure':
    'Keel Card es una cuenta para generar historial crediticio de Keel Financial, LLC. Los pagos se informan a las principales agencias de crédito; los pagos atrasados pueden bajar su puntaje.',
  'brand.keel.thankYouTitle': '¡Le damos la bienvenida a Keel Card!',
  'brand.keel.thankYouBody':
    'Su cuenta está abierta. Inicie sesión en cualquier momento para ver su saldo, hacer pagos y seguir su progreso.',
  'brand.keel.documentsIntro': 'Para abrir una cuenta Keel Card, tenga a mano:',
  'brand.keel.payByCheck': 'Escriba el número de su cuenta Keel Card en el cheque; espere 7 días para que se acredite.',
};
