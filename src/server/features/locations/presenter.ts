import type { ActiveLocation } from '../../../contract/auth.js';
import type { LocationRecord } from '../../platform/scope.js';

export function presentLocation(location: LocationRecord): ActiveLocation {
  return {
    id: location.id,
    first_name: location.firstName,
    business_name: location.businessName,
    email: location.email,
    phone_number: location.phoneNumber,
    address: location.address,
    country: location.country,
    time_zone: location.timeZone,
    plan_id: location.planId,
  };
}
