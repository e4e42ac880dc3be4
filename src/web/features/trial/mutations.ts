import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type StartedTrial,
  type StartTrial,
  type TrialLinkRequest,
  trialRoutes,
} from '../../../contract/trial';
import { api } from '../../api/client';
import { startSession } from '../../session/start-session';
import { clearSession, readStoredSession } from '../../session/store';
import { isTrialPageKey, trialStatusQuery } from './queries';

/** A trial's session begins: the answer is the session, and the trial's count seeds its query. */
function useTrialSessionStarted() {
  const queryClient = useQueryClient();
  return ({ trial, ...session }: StartedTrial) => {
    startSession(queryClient, session);
    queryClient.setQueryData(trialStatusQuery().queryKey, trial);
  };
}

/** Starts the trial. */
export function useStartTrial() {
  const started = useTrialSessionStarted();
  return useMutation({
    mutationFn: (input: StartTrial) => api.call(trialRoutes.start, { body: input }),
    onSuccess: started,
  });
}

/** Asks for a link to the e-mail's trial, e-mailed to it; the answer says only how links travel. */
export function useSendTrialLink() {
  return useMutation({
    mutationFn: (input: TrialLinkRequest) => api.call(trialRoutes.sendLink, { body: input }),
  });
}

/** Opens the trial of an e-mailed link in this browser. */
export function useOpenTrialLink() {
  const started = useTrialSessionStarted();
  return useMutation({
    mutationFn: (token: string) => api.call(trialRoutes.openLink, { body: { token } }),
    onSuccess: started,
  });
}

/** Tells the agency the visitor asked to upgrade; the page opens whether or not this arrives. */
export function useUpgradeClicked() {
  return useMutation({ mutationFn: () => api.call(trialRoutes.upgradeClicked) });
}

/**
 * Deletes the visitor's trial data. The server ended the session; the trial page the visitor is sent
 * to forgets it in the browser (see useForgetDeletedTrial): forgetting it while the app still shows
 * would send them to the sign-in screen instead.
 */
export function useDeleteTrial() {
  return useMutation({ mutationFn: () => api.call(trialRoutes.deleteMe) });
}

/**
 * On the trial page a deleted trial leads to: the browser forgets the ended session and everything
 * cached for it, but the page it is showing.
 */
export function useForgetDeletedTrial(deleted: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!deleted || !readStoredSession()) return;
    clearSession();
    queryClient.removeQueries({ predicate: (query) => !isTrialPageKey(query.queryKey) });
  }, [deleted, queryClient]);
}
