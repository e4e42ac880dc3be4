import { AgencyBrandHeader } from '../../ui/AgencyBrandHeader';
import { useDomainBrand } from '../../ui/theme/domain-brand';

/** On an agency's own domain, its logo and name greet visitors before they sign in. */
export function DomainBrandHeader() {
  const brand = useDomainBrand();
  return brand && <AgencyBrandHeader brand={brand} />;
}
