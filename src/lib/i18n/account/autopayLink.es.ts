// Spanish words of autopay from a linked bank account, spread into ../es.ts (keys and placeholders as
// autopayLink.en.ts).
import type { autopayLinkEn } from './autopayLink.en';

export const autopayLinkEs: Record<keyof typeof autopayLinkEn, string> = {
  'account.autopay.linkedMethod': 'cuenta de {institution}',
  'account.autopay.dialog.linkedOption': 'Cuenta de {institution} terminada en {last4}',
  'account.autopay.dialog.linkNew': 'Vincular una nueva cuenta bancaria',
  'account.autopay.dialog.linkHint':
    'Usted inicia sesión en su banco en una ventana segura. Nunca vemos la contraseña de su banco.',
  'account.autopay.dialog.linking': 'Abriendo su banco…',
  'account.autopay.dialog.linked': 'Agregamos su cuenta de {institution} terminada en {last4}. Está elegida abajo.',
  'account.autopay.dialog.linkFailed':
    'No pudimos vincular esa cuenta bancaria. Vuelva a intentarlo o elija una tarjeta o cuenta registrada.',
  'account.autopay.problem.noSuchAccount':
    'Esa cuenta bancaria no es una que usted vinculó. Elija una cuenta bancaria de la lista o vincule una nueva.',
  'account.autopay.problem.linkSpent':
    'Este vínculo bancario venció o ya se usó. Vuelva a vincular su cuenta bancaria.',
  'account.autopay.problem.linkLoginRequired':
    'Su banco le pide que inicie sesión de nuevo. Vuelva a vincular su cuenta bancaria.',
  'account.autopay.problem.linkNoChecking':
    'Ese banco no nos dio ninguna cuenta de cheques que podamos debitar. Vincule una cuenta de cheques o use la registrada.',
  'account.documents.autopayAuthorization':
    'Autorización de pago automático del préstamo {loanNumber}, firmada el {date}',
};
