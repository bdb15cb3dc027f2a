// The customer search (the customer systems' view of the signed-in customer), read by every saga that builds a
// profile: sign-in, a restored session, sign-up's first sign-in and an admin acting as a customer.
import { authApi } from '../api/auth/endpoints';
import { endpointData } from './callEndpoint';

export function* searchCustomer() {
  return yield* endpointData(authApi.endpoints.customerSystemSearch, undefined);
}
