// The customer-service number of the brand the customer is on, for the screens that send a
// customer to a person.
import { selectBrandConfig } from '../../../../store/brand';
import { useAppSelector } from '../../../../store/hooks';

export const useBrandPhone = (): string => useAppSelector(selectBrandConfig).phoneNumber;
