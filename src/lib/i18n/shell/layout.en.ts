// English words of the page layout's parts every screen shares (the signed-in header's menu, the tables that stack
// and collapse on a phone), spread into ../en.ts. Keys start `shell.`.
export const layoutEn = {
  'shell.menu': 'Menu',
  'shell.table.showAll': '{count, plural, one {Show # payment} other {Show all # payments}}',
};
