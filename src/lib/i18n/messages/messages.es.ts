// Spanish words of the reminders and payment notices, spread into ../es.ts (keys and placeholders as messages.en.ts).
import type { messagesEn } from './messages.en';

export const messagesEs: Record<keyof typeof messagesEn, string> = {
  'account.message.reminder.subject': 'Recordatorio: {amount} vence el {date} para el préstamo {loanNumber}',
  'account.message.reminder.body':
    'Este es un recordatorio de {brand}: {amount} vence el {date} para el préstamo {loanNumber}.',
  'account.message.reminder.howToPay':
    'Para pagar, inicie sesión en su cuenta y elija Hacer un pago, o pague en la fecha que elija. Si ya pagó, gracias: puede ignorar este mensaje.',
  'account.message.reminderAutopay.subject':
    'Recordatorio: el pago automático pagará {amount} que vence el {date} para el préstamo {loanNumber}',
  'account.message.reminderAutopay.body':
    'Este es un recordatorio de {brand}: el pago automático pagará los {amount} que vencen el {date} para el préstamo {loanNumber} desde su cuenta registrada. Asegúrese de tener el dinero en su cuenta para entonces.',
  'account.message.received.subject': 'Pago recibido: {amount} para el préstamo {loanNumber}',
  'account.message.received.body':
    'Gracias. {brand} recibió su pago de {amount} el {date} para el préstamo {loanNumber}. Aparece en su historial de pagos.',
  'account.message.failed.subject': 'Su pago de {amount} para el préstamo {loanNumber} no se pudo hacer',
  'account.message.failed.body':
    'Su pago de {amount} para el préstamo {loanNumber} no se pudo hacer el {date}: su banco o el emisor de su tarjeta lo rechazó.',
  'account.message.failed.whatToDo':
    'El monto sigue pendiente. Pague de otra forma: inicie sesión y haga un pago con otra tarjeta o cuenta bancaria, o llame a {brand} al {phone} y le ayudaremos.',
  'account.message.returned.body':
    'Su pago de {amount} para el préstamo {loanNumber} no se aplicó el {date}, porque el préstamo estaba cerrado o se debía menos que el pago, y se le está devolviendo el dinero.',
  'account.message.returned.whatToDo':
    'Para ver cuánto debe ahora, inicie sesión en su cuenta o llame a {brand} al {phone}.',
  'account.message.contact': '¿Preguntas? Llame a {brand} al {phone}.',
  'account.message.choices':
    'Recibe este correo por su préstamo con {brand}. Para elegir los mensajes que recibe, inicie sesión y abra Mensajes y preferencias.',
  'account.message.text.reminder':
    '{brand}: {amount} vence el {date}, préstamo {loanNumber}. Pague en su cuenta o llame al {phone}. Responda STOP para cancelar.',
  'account.message.text.reminderAutopay':
    '{brand}: el pago automático pagará {amount} el {date}, préstamo {loanNumber}. Dudas: {phone}. Responda STOP para cancelar.',
  'account.message.text.received':
    '{brand}: recibimos su pago de {amount}, préstamo {loanNumber}, el {date}. ¡Gracias! {phone}. Responda STOP para cancelar.',
  'account.message.text.failed':
    '{brand}: su pago de {amount} ({loanNumber}) falló el {date}. Pague de otra forma o llame al {phone}. Responda STOP para cancelar.',
  'account.message.text.returned':
    '{brand}: su pago de {amount}, préstamo {loanNumber}, no se aplicó y se le devuelve. Llame al {phone}. Responda STOP para cancelar.',
  'account.message.text.autopayScheduled':
    '{brand}: el pago automático debitará {amount} el {date} ({loanNumber}). Para detenerlo: {phone}. Responda STOP para cancelar.',
  'account.message.text.autopayStopped':
    '{brand}: pago automático detenido ({loanNumber}) tras 2 pagos fallidos. Pague en línea o llame al {phone}. Responda STOP para cancelar.',
};
