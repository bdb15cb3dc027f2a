// What joins after the login page's first paint (src/app/boot.ts loads this module): the API layer, the slices only
// later screens read, the sagas that call the API (importing them registers every feature's endpoints with the API)
// and the rest of the English words.
export { baseApi } from '../../api/baseApi';
export { lateSliceReducers } from '../../store/lateSlices';
export { lateSaga } from '../../sagas/root';
export { enLater } from '../lib/i18n/enLater';
