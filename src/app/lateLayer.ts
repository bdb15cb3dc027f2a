// What joins the store after the login page's first paint (src/app/boot.ts loads this module): the API layer and
// the sagas that call it. Importing the sagas registers every feature's endpoints with the API.
export { baseApi } from '../../api/baseApi';
export { lateSaga } from '../../sagas/root';
