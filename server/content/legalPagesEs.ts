// The brand's legal and help documents in Spanish, section for section the English ones (./legalPagesEn.ts), so a
// link to a section (#share) lands in the same place in either language. Counsel replaces the wording of both.
import type { DocumentBrand, LegalDocument } from './legalPages';

type Brand = DocumentBrand;

const UPDATED = '15 de enero de 2026';

export const LEGAL_DOCUMENTS_ES = new Map<string, (b: Brand) => LegalDocument>([
  [
    'terms',
    (b) => ({
      title: 'Términos de uso',
      summary: `Estos términos rigen el uso del sitio web y del portal de clientes de ${b.name}. Al iniciar sesión, usted los acepta.`,
      updated: UPDATED,
      sections: [
        {
          id: 'account',
          heading: 'Su cuenta',
          paragraphs: [
            'Usted es responsable de mantener en privado su contraseña y los códigos que le enviamos. Avísenos de inmediato si cree que otra persona ha usado su cuenta.',
            'Es posible que le pidamos confirmar su identidad con un código enviado a su correo electrónico o teléfono antes de mostrarle su información.',
          ],
        },
        {
          id: 'use',
          heading: 'Uso del portal',
          paragraphs: [
            'Use el portal solo para sus propias cuentas y solicitudes. No intente acceder a información que no sea suya ni interrumpir el servicio.',
          ],
        },
        {
          id: 'electronic',
          heading: 'Comunicaciones electrónicas',
          paragraphs: [
            `Usted acepta que ${b.legalName} le envíe avisos y documentos sobre su cuenta de forma electrónica, a la dirección de correo electrónico registrada.`,
          ],
        },
        {
          id: 'changes',
          heading: 'Cambios a estos términos',
          paragraphs: [
            'Podemos cambiar estos términos. La fecha al principio de esta página indica cuándo cambiaron por última vez.',
          ],
        },
      ],
    }),
  ],
  [
    'privacy',
    (b) => ({
      title: 'Política de privacidad',
      summary: `Cómo ${b.name} recopila, usa y protege su información personal.`,
      updated: UPDATED,
      sections: [
        {
          id: 'collect',
          heading: 'Qué información recopilamos',
          paragraphs: [
            'La información que usted nos da (su nombre, dirección, fecha de nacimiento, número de Seguro Social, ingresos y datos bancarios) y la información sobre cómo usa el portal (datos del dispositivo y del inicio de sesión).',
          ],
        },
        {
          id: 'use',
          heading: 'Cómo la usamos',
          paragraphs: [
            'Para verificar su identidad, decidir sobre sus préstamos y administrarlos, prevenir el fraude y cumplir con nuestras obligaciones legales.',
          ],
        },
        {
          id: 'share',
          heading: 'Con quién la compartimos',
          paragraphs: [
            'Con proveedores de servicios que trabajan para nosotros bajo contrato, con las agencias de crédito y con las autoridades cuando la ley lo exige. No vendemos su información personal.',
          ],
        },
        {
          id: 'protect',
          heading: 'Cómo la protegemos',
          paragraphs: [
            'Los datos sensibles se cifran en tránsito y en reposo, y solo tienen acceso a ellos las personas que los necesitan para atenderle.',
          ],
        },
        {
          id: 'choices',
          heading: 'Sus opciones',
          paragraphs: [`Para consultar o actualizar su información, escriba a ${b.legalName}, ${b.address}.`],
        },
      ],
    }),
  ],
  [
    'rates',
    (b) => ({
      title: 'Tasas y condiciones',
      summary: `Las tasas, los cargos y las condiciones de los productos de ${b.name} varían según el estado y el producto.`,
      updated: UPDATED,
      sections: [
        {
          id: 'how',
          heading: 'Cómo se fija su costo',
          paragraphs: [
            'Su contrato de préstamo muestra el monto financiado, el cargo financiero, la tasa de porcentaje anual (APR) y su calendario de pagos antes de que lo firme.',
          ],
        },
        {
          id: 'fees',
          heading: 'Cargos',
          paragraphs: [
            'Los cargos, como los de pago atrasado o pago devuelto, se aplican solo donde la ley estatal los permite y nunca superan los límites que esta fija.',
          ],
        },
        {
          id: 'state',
          heading: 'Diferencias entre estados',
          paragraphs: [
            'Los productos, montos y condiciones cambian de un estado a otro. No todos los productos se ofrecen en todos los estados.',
          ],
        },
      ],
    }),
  ],
  [
    'licenses',
    (b) => ({
      title: 'Licencias estatales',
      summary: `${b.name} tiene licencia en los estados donde ofrece préstamos.`,
      updated: UPDATED,
      sections: [
        {
          id: 'licensee',
          heading: 'Titular de la licencia',
          paragraphs: [`${b.legalName}, ${b.address}.`],
        },
        {
          id: 'complaints',
          heading: 'Preguntas y quejas',
          paragraphs: [
            `Llámenos primero al ${b.phoneNumber}, ${b.contactHours}. También puede comunicarse con el regulador financiero de su estado.`,
          ],
        },
      ],
    }),
  ],
  [
    'help',
    (b) => ({
      title: 'Centro de ayuda',
      summary: `Respuestas a preguntas frecuentes sobre las cuentas, solicitudes y pagos de ${b.name}.`,
      updated: UPDATED,
      sections: [
        {
          id: 'sign-in',
          heading: 'Iniciar sesión',
          paragraphs: [
            'Use el correo electrónico con el que presentó su solicitud. Si olvidó su contraseña, elija "¿Olvidó su contraseña?" en la página de inicio de sesión y le enviaremos un enlace por correo electrónico.',
          ],
        },
        {
          id: 'codes',
          heading: 'Códigos de verificación',
          paragraphs: [
            'Le enviamos un código de seis dígitos a su correo electrónico o teléfono. Un código funciona durante unos minutos; puede pedir uno nuevo en la página del código.',
          ],
        },
        {
          id: 'how-it-works',
          heading: 'Cómo funcionan nuestros préstamos',
          paragraphs: [
            `Usted presenta la solicitud en línea o en una tienda. Revisamos su información y, si lo aprobamos, le mostramos el monto, el costo y las fechas de pago antes de que firme. ${b.name} nunca cobra por presentar una solicitud.`,
          ],
        },
        {
          id: 'what-you-need',
          heading: 'Qué necesita para presentar la solicitud',
          paragraphs: [
            'Una identificación oficial vigente, un comprobante de ingresos como un talón de pago reciente, una cuenta de cheques activa abierta hace al menos 30 días y un comprobante de su domicilio y su teléfono.',
          ],
        },
        {
          id: 'due-date',
          heading: 'Cómo entender su fecha de vencimiento',
          paragraphs: [
            'Un préstamo de día de pago se paga en un solo pago, por lo general en su próximo día de pago. Su contrato indica la fecha y el monto; le enviamos un recordatorio antes.',
          ],
        },
        {
          id: 'installments',
          heading: 'Cómo entender los pagos a plazos',
          paragraphs: [
            'Un préstamo a plazos se paga en cuotas iguales en sus días de pago. Cada pago cubre primero los intereses y luego parte del monto prestado, así que lo que debe baja con cada pago.',
          ],
        },
        {
          id: 'budgeting',
          heading: 'Conceptos básicos de presupuesto',
          paragraphs: [
            'Anote lo que recibe y lo que gasta cada mes, reserve primero los pagos de su préstamo y pida prestado solo lo que pueda pagar a tiempo.',
          ],
        },
        {
          id: 'credit',
          heading: 'Cómo construir su crédito',
          paragraphs: [
            'Pagar a tiempo, siempre, es lo más importante que puede hacer por su crédito. Mantenga sus saldos bajos en comparación con sus límites.',
          ],
        },
        {
          id: 'payments',
          heading: 'Pagos',
          paragraphs: [
            'Las fechas de sus pagos están en su contrato de préstamo y en la página de su cuenta. Para cambiar un pago, llámenos antes de la fecha de vencimiento.',
          ],
        },
      ],
    }),
  ],
  [
    'lender',
    () => ({
      title: 'Sobre el prestamista',
      summary: 'Los préstamos a plazos de Meridian los otorga Ridgeway State Bank, miembro de la FDIC.',
      updated: UPDATED,
      sections: [
        {
          id: 'bank',
          heading: 'Ridgeway State Bank',
          paragraphs: [
            'Ridgeway State Bank otorga y es dueño de cada préstamo a plazos de Meridian y fija sus tasas y condiciones. Meridian administra los préstamos en nombre del banco.',
          ],
        },
        {
          id: 'fdic',
          heading: 'Miembro de la FDIC',
          paragraphs: [
            'Los depósitos en Ridgeway State Bank están asegurados por la FDIC. Los préstamos no son depósitos.',
          ],
        },
      ],
    }),
  ],
]);
