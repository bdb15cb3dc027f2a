// Spanish words of our answers to a reply to our texts, spread into ../es.ts (the same keys as ./textReplies.en.ts).
import type { textRepliesEn } from './textReplies.en';

export const textRepliesEs: Record<keyof typeof textRepliesEn, string> = {
  'account.textReply.stopped':
    '{brand}: Ya no le enviaremos mensajes de texto. Para obtener ayuda, responda HELP o llame al {phone}.',
  'account.textReply.help':
    '{brand}: mensajes de texto sobre su cuenta. Para obtener ayuda, llame al {phone}. Responda STOP para dejar de recibirlos. Pueden aplicarse tarifas de mensajes y datos.',
  'account.textReply.start':
    '{brand}: Para volver a recibir mensajes de texto, inicie sesión y acepte en la página Mensajes y preferencias de su cuenta. Para obtener ayuda, llame al {phone}.',
};
