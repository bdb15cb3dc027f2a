// Spanish words of the preferences page, spread into ../es.ts (the same keys as ./preferences.en.ts).
import type { preferencesEn } from './preferences.en';

export const preferencesEs: Record<keyof typeof preferencesEn, string> = {
  'account.nav.preferences': 'Mensajes y preferencias',
  'account.preferences.heading': 'Mensajes y preferencias',
  'account.preferences.readOnly':
    'Está viendo esta página por el cliente. Si el cliente lo pide, puede cambiar qué mensajes recibe y su idioma, y registrar que retira un consentimiento; solo el cliente puede dar su consentimiento.',
  'account.preferences.noAccount':
    'Cuando tenga un préstamo con nosotros, podrá elegir aquí qué mensajes le enviamos y cómo.',
  'account.preferences.failed': 'No pudimos guardarlo en este momento. Vuelva a intentarlo.',
  'account.preferences.saving': 'Guardando...',
  'account.preferences.messages.heading': 'Mensajes que le enviamos',
  'account.preferences.messages.intro':
    'Elija qué mensajes recibe y cómo. Solo le enviamos mensajes de texto después de que acepte recibirlos (más abajo), y nunca entre las 9 p. m. y las 8 a. m. de su hora local.',
  'account.preferences.kind.paymentReminder': 'Recordatorio de pago antes de la fecha de vencimiento',
  'account.preferences.kind.paymentReceived': 'Pago recibido',
  'account.preferences.kind.paymentFailed': 'Pago no realizado',
  'account.preferences.kind.autopayScheduled': 'Próximo pago automático',
  'account.preferences.kind.autopayStopped': 'Pago automático detenido',
  'account.preferences.channel.EMAIL': 'Correo electrónico',
  'account.preferences.channel.SMS': 'Mensaje de texto',
  'account.preferences.required': 'La ley exige este aviso, así que siempre se lo enviamos por correo electrónico.',
  'account.preferences.smsNeedsConsent': 'Para elegir mensajes de texto, primero acepte recibirlos más abajo.',
  'account.preferences.messages.save': 'Guardar mis opciones de mensajes',
  'account.preferences.messages.saved': 'Sus opciones de mensajes están guardadas.',
  'account.preferences.language.heading': 'Idioma de sus mensajes',
  'account.preferences.language.legend': 'Enviar mis correos y mensajes de texto en',
  'account.preferences.language.en': 'inglés',
  'account.preferences.language.es': 'español',
  'account.preferences.language.save': 'Guardar idioma',
  'account.preferences.language.saved': 'Le enviaremos sus mensajes en el idioma que eligió.',
  'account.preferences.sms.heading': 'Mensajes de texto',
  'account.preferences.sms.wording':
    'Acepto que {brand} me envíe mensajes de texto sobre mi cuenta, como recordatorios de pago y avisos de pagos y de pagos automáticos, al {phone}, incluso por medios automáticos. Aceptar no es una condición para ningún préstamo. La frecuencia de los mensajes depende de su cuenta. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos o HELP para obtener ayuda, o deténgalos en esta página en cualquier momento.',
  'account.preferences.sms.noPhone':
    'Su cuenta no tiene un número de celular. Agregue uno en la página Datos personales para recibir mensajes de texto.',
  'account.preferences.sms.phone': 'Número de celular: {phone}',
  'account.preferences.sms.off': 'No ha aceptado recibir mensajes de texto.',
  'account.preferences.sms.on': 'Aceptó recibir mensajes de texto al {phone} el {date}.',
  'account.preferences.sms.stopped': 'Detuvo los mensajes de texto el {date}.',
  'account.preferences.sms.otherPhone':
    'Aceptó recibir mensajes al {phone}, que ya no es el número de su cuenta. Vuelva a aceptar para recibirlos en el número de abajo.',
  'account.preferences.agreedWords': 'El texto que aceptó',
  'account.preferences.sms.give': 'Acepto recibir mensajes de texto',
  'account.preferences.sms.withdraw': 'Detener los mensajes de texto',
  'account.preferences.sms.given': 'Gracias. Le enviaremos mensajes de texto al {phone}.',
  'account.preferences.sms.withdrawn': 'Los mensajes de texto están detenidos. No le enviaremos mensajes de texto.',
  'account.preferences.consent.acting':
    'Solo el cliente puede dar su consentimiento. Si llama para retirarlo, registre aquí el retiro.',
  'account.preferences.callerWithdrawal.button': 'Registrar retiro (llamó el cliente)',
  'account.preferences.callerWithdrawal.heading': 'Registrar el retiro del cliente',
  'account.preferences.sms.callerWithdrawal':
    'Registre que el cliente llamó y pidió que dejemos de enviar mensajes de texto al {phone}. No recibirá más mensajes de texto hasta que vuelva a aceptar en esta página.',
  'account.preferences.esign.callerWithdrawal':
    'Registre que el cliente llamó y retiró su consentimiento para avisos sin papel. Los avisos que exige la ley se enviarán por correo postal a su dirección registrada.',
  'account.preferences.callerWithdrawal.confirm': 'Registrar el retiro',
  'account.preferences.callerWithdrawal.cancel': 'Cancelar',
  'account.preferences.callerWithdrawal.recorded': 'El retiro quedó registrado a su nombre.',
  'account.preferences.esign.heading': 'Avisos sin papel',
  'account.preferences.esign.disclosure':
    'Con su consentimiento, {brand} le dará en forma electrónica, por correo electrónico a la dirección de su cuenta y en este sitio, los avisos y documentos sobre sus préstamos que la ley nos exige darle por escrito, como los avisos antes de los pagos automáticos y los documentos de su préstamo, en lugar de en papel. Su consentimiento abarca todos los préstamos que tenga con nosotros ahora y más adelante, hasta que lo retire.\n\nTiene derecho a recibirlos en papel. Para obtener una copia en papel de cualquier aviso o documento, llámenos al {phone}. No tiene costo.\n\nPuede retirar su consentimiento en cualquier momento en esta página o llamándonos, sin costo. Si lo hace, le enviaremos por correo postal los avisos que exige la ley a su dirección registrada, y tardarán más en llegarle. Sus préstamos y pagos no se verán afectados de otra manera.\n\nMantenga al día su correo electrónico y su dirección postal en la página Datos personales o llamándonos.\n\nPara abrir y guardar estos avisos necesita un dispositivo con un navegador web actualizado, una cuenta de correo electrónico, un programa que abra archivos PDF y espacio para guardarlos o una impresora.',
  'account.preferences.esign.on': 'Aceptó los avisos sin papel el {date}.',
  'account.preferences.esign.off': 'Le enviamos por correo postal los avisos que exige la ley.',
  'account.preferences.esign.stopped':
    'Retiró su consentimiento el {date}. Le enviamos por correo postal los avisos que exige la ley.',
  'account.preferences.esign.canOpen':
    'Puedo abrir y guardar documentos PDF en este dispositivo, como los de mi página Documentos.',
  'account.preferences.esign.canOpenRequired': 'Confirme que puede abrir documentos PDF.',
  'account.preferences.esign.give': 'Acepto los avisos sin papel',
  'account.preferences.esign.withdraw': 'Retirar y recibir avisos en papel',
  'account.preferences.esign.consequence':
    'Si retira su consentimiento, le enviaremos por correo postal los avisos que exige la ley a su dirección registrada. Tardan más en llegarle. No tiene costo.',
  'account.preferences.esign.given': 'Gracias. Le enviaremos sus avisos en forma electrónica.',
  'account.preferences.esign.withdrawn':
    'Su consentimiento está retirado. Le enviaremos por correo postal los avisos que exige la ley.',
};
