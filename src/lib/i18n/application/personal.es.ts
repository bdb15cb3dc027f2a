// Spanish words of the application's personal step beyond its fields, spread into ../es.ts.
import type { personalEn } from './personal.en';

export const personalEs: Record<keyof typeof personalEn, string> = {
  'application.personal.creditCheck':
    'Cuando envíe su solicitud, consultaremos su historial crediticio con una agencia de informes de crédito. Es una consulta blanda: no afecta su puntaje de crédito. Si obtiene un préstamo, podemos informarlo, junto con sus pagos, a las agencias de crédito.',
};
