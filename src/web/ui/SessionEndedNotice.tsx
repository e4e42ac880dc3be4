import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onSessionEnded, SESSION_END_DELAY_MS } from '../api/session-ending';

/** Tells the user their session ended; the API client returns to the start shortly after. */
export function SessionEndedNotice() {
  useEffect(
    () =>
      onSessionEnded((message) => {
        notifications.show({
          color: 'red',
          title: 'Your session has ended',
          message: `${message} Returning to the sign-in page…`,
          autoClose: SESSION_END_DELAY_MS,
        });
      }),
    [],
  );
  return null;
}
