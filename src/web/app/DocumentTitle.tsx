import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBrandName } from '../ui/theme/brand-name';
import { documentTitle, titleOfHandle } from './page-title';

/** Keeps the browser tab's title to the page open and the agency whose look it wears. */
export function DocumentTitle() {
  const page = useMatches()
    .map((match) => titleOfHandle(match.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  const agencyName = useBrandName();
  useEffect(() => {
    document.title = documentTitle(page, agencyName);
  }, [page, agencyName]);
  return null;
}
