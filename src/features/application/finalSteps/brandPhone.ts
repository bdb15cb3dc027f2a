// The customer-service number of the brand the customer is on (spec 001 section 9), for the screens that send a
// customer to a person.
import { selectBrandConfig } from '../../../../store/brand';
import { useAppSelector } from '../../../../store/hooks';

export const useBrandPhone = (): string => useAppSelector(selectBrandConfig).phoneNumber;
