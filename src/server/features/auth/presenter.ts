import type { ActiveLocation, SessionAgency, SessionUser } from '../../../contract/auth.js';
import type { AgencyRow, LocationRow, PlanRow, UserRow } from './repository.js';

export function presentUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    userName: user.userName,
    email: user.email,
    contactNumber: user.contactNumber,
    role: user.role,
    type: user.type,
    agency_id: user.agencyId,
    name: user.name,
    ghl: user.ghl,
  };
}

export function presentLocation(location: LocationRow): ActiveLocation {
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

export function presentPlan(plan: PlanRow) {
  return {
    _id: plan.id,
    type: plan.type,
    apps: plan.apps,
    user_limit: plan.userLimit,
    agency_id: plan.agencyId,
  };
}

export function presentAgency(agency: AgencyRow, plan: PlanRow | null): SessionAgency {
  return {
    _id: agency.id,
    name: agency.name,
    customisation: agency.customisation,
    plan: plan ? presentPlan(plan) : null,
    links: agency.links,
  };
}
