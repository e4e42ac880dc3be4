import type { TrialStatus } from '../../../contract/trial';

/** "3 of 10 free posts left". */
export function postsLeftLabel(status: Pick<TrialStatus, 'left' | 'limit'>): string {
  return `${status.left} of ${status.limit} free post${status.limit === 1 ? '' : 's'} left`;
}
