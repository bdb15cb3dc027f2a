// When the account's reads may run: for a customer, always; for a CSR, only while acting as a customer. A CSR who
// stops acting ("Back to Admin") resets the API cache while the account page is still mounted: without this the page's
// hooks would ask again as nobody and the refusal would send the admin to login.
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';

export function useAccountReadOptions(): { skip: boolean } {
  const auth = useAppSelector((s) => s.auth);
  return { skip: auth.isAdmin && !isActingAsCustomer(auth) };
}
