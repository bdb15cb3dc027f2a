// Where the API cache lives in the state, named apart from baseApi.ts so a slice can recognise the API's actions by
// their type without importing RTK Query into the first paint (store/ loads before the API layer joins).
export const API_REDUCER_PATH = 'api';
