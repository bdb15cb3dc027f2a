// Spanish words of the page layout's shared parts, spread into ../es.ts; one entry per key of layout.en.ts.
import type { layoutEn } from './layout.en';

export const layoutEs: Record<keyof typeof layoutEn, string> = {
  'shell.menu': 'Menú',
  'shell.table.showAll': '{count, plural, one {Mostrar # pago} other {Mostrar los # pagos}}',
};
