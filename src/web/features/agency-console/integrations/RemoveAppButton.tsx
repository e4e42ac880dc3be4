import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { IntegrationApp } from '../../../../contract/agency-console/apps';
import { errorMessage } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { APP_TEXTS } from './app-texts';
import { useRemoveApp } from './queries';

/** Forgets the agency's own app once confirmed; the server's is used again, when it has one. */
export function RemoveAppButton({ agencyId, app }: { agencyId: string; app: IntegrationApp }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveApp(agencyId, app.kind);
  const { name } = APP_TEXTS[app.kind];
  const close = () => {
    setAsking(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        Remove my {name}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Remove your ${name}`}
        confirmLabel={`Remove my ${name}`}
        danger
        pending={remove.isPending}
        problem={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `Your ${name} was removed` });
              close();
            },
          })
        }
        onClose={close}
      >
        Its stored secret is deleted, and new connections go through this server's {name} when it has one.
        Connections made through yours may need to be made again.
      </ConfirmDialog>
    </>
  );
}
