import { notifications } from '@mantine/notifications';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { PlatformName } from '../../../contract/options';
import {
  type GenerateRequest,
  type Post,
  type PostAction,
  type PostEvent,
  postsRoutes,
} from '../../../contract/posts';
import { type ApiErrorCode, errorMessage, isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { GenerationWatchContext } from './generation-watch';
import { useRecordGeneratedPost } from './mutations';

export const ACTION_LABELS: Record<PostAction, string> = {
  social: 'Writing Social Post',
  tone: 'Editing post',
  translate: 'Translating post',
  image: 'Creating image',
};

export type Generation =
  | { status: 'idle' }
  | { status: 'running'; action: PostAction; text: string }
  | {
      status: 'failed';
      message: string;
      retry: () => void;
      /**
       * What the card offers: Add Balance when the balance cannot pay for the action, nothing when only the
       * agency can help (no AI provider to translate with), else Retry.
       */
      remedy: Remedy;
    };

export type Remedy = 'retry' | 'add-balance' | 'none';

function remedyFor(code: ApiErrorCode | undefined): Remedy {
  if (code === 'insufficient_balance') return 'add-balance';
  if (code === 'translation_needs_provider' || code === 'prompt_needs_provider') return 'none';
  return 'retry';
}

/** Runs one generation at a time for a card, streaming its words; leaving the page cancels it. */
export function useGeneration(locationId: string | undefined, event: PostEvent) {
  const [state, setState] = useState<Generation>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const remember = useRecordGeneratedPost();
  const watch = useContext(GenerationWatchContext);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    (platform: PlatformName, action: PostAction, option?: string, parent?: Post) => {
      if (!locationId) {
        notifications.show({
          color: 'red',
          message:
            'Your account has no business to write for yet. Ask your agency to give you access to one.',
        });
        return;
      }
      if (watch && !watch.mayStart()) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const request: GenerateRequest = { locationId, event, platform, action, option, parentId: parent?._id };
      setState({ status: 'running', action, text: '' });
      const retry = () => run(platform, action, option, parent);
      const fail = (message: string, code: ApiErrorCode | undefined) => {
        if (watch?.onRefused(code)) {
          setState({ status: 'idle' });
          return;
        }
        setState({ status: 'failed', message, retry, remedy: remedyFor(code) });
        notifications.show({ color: 'red', message });
      };
      api
        .stream(postsRoutes.generate, {
          body: request,
          signal: abort.signal,
          onEvent: (line) => {
            if (line.type === 'delta') {
              setState((current) =>
                current.status === 'running' ? { ...current, text: current.text + line.text } : current,
              );
            } else if (line.type === 'done') {
              remember(line.post);
              setState({ status: 'idle' });
              watch?.onWritten();
            } else {
              fail(line.message, line.code);
            }
          },
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          fail(errorMessage(error), isApiError(error) ? error.code : undefined);
        });
    },
    [locationId, event, remember, watch],
  );

  return { state, run };
}
