import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { StartTrial, TrialLinkRequested } from '../../../contract/trial';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../app/paths';
import { useOpenTrialLink, useSendTrialLink } from './mutations';
import type { TrialAgency } from './queries';

/** What the page says once a link was asked for, by how links travel on this server. */
export function linkSentMessage(delivery: TrialLinkRequested['delivery'], email: string): string {
  if (delivery === 'email') {
    return `If ${email} has a free trial here, a link to continue it is on its way. It works once, for 30 minutes.`;
  }
  if (delivery === 'server-log') {
    return `No e-mail is set up on this server: if ${email} has a free trial here, its link is in the server's log.`;
  }
  return 'This server sends no e-mail, so a trial continues only in the browser it was started in.';
}

/**
 * "E-mail me a link to my trial", for the e-mail typed in the form (checked first, as the form checks it),
 * and the link's own page: opened with ?continue={token}, the trial opens in this browser at once.
 */
export function useTrialLink(agency: TrialAgency, form: UseFormReturnType<StartTrial>, token: string | null) {
  const send = useSendTrialLink();
  const open = useOpenTrialLink();
  const navigate = useNavigate();
  // A link works once: each is spent once, however often the page renders.
  const opened = useRef<string | null>(null);
  const openLink = open.mutate;
  useEffect(() => {
    if (!token || opened.current === token) return;
    opened.current = token;
    openLink(token, { onSuccess: () => navigate(paths.app('freetrial'), { replace: true }) });
  }, [token, openLink, navigate]);

  const ask = () => {
    if (form.validateField('email').hasError) return;
    send.mutate({ email: form.values.email, ...agency });
  };
  return {
    ask,
    asking: send.isPending,
    sent: send.data ? linkSentMessage(send.data.delivery, send.variables.email) : null,
    sendProblem: send.error ? errorMessage(send.error) : null,
    opening: open.isPending,
    openProblem: open.error ? errorMessage(open.error) : null,
  };
}
