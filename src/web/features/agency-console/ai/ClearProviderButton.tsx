import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useClearAiProvider } from './mutations';

/** Goes back to the deployment's provider once confirmed; the agency's stored key is deleted. */
export function ClearProviderButton({ agencyId }: { agencyId: string }) {
  const [asking, setAsking] = useState(false);
  const clear = useClearAiProvider(agencyId);
  const close = () => {
    setAsking(false);
    clear.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        Use the deployment's provider
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Use the deployment's provider"
        confirmLabel="Use the deployment's provider"
        danger
        pending={clear.isPending}
        problem={clear.error ? errorMessage(clear.error) : null}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: "Posts are now written by the deployment's provider",
              });
              close();
            },
          })
        }
        onClose={close}
      >
        Stop using your own provider? Its stored API key is deleted, and posts are written by the deployment's
        provider.
      </ConfirmDialog>
    </>
  );
}
