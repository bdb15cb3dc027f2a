// Spanish words of the answers to a caller over the request limits, spread into ../es.ts; one entry per key of
// limits.en.ts.
import type { limitsEn } from './limits.en';

export const limitsEs: Record<keyof typeof limitsEn, string> = {
  'errors.rateLimited':
    'Demasiadas solicitudes desde su red. Espere {seconds, plural, one {# segundo} other {# segundos}} y vuelva a intentarlo.',
  'errors.tooManySubscriptions':
    'Hay demasiadas actualizaciones en vivo abiertas en esta conexión. Vuelva a cargar la página.',
};
