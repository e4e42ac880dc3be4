import { notifications } from '@mantine/notifications';
import type { ConsoleNewsSummary } from '../../../../contract/agency-console/news';
import { errorMessage } from '../../../api/api-error';
import { quotedTitle } from '../../../ui/quoted-title';
import { useDeleteNews } from './mutations';

/** Deletes an item once confirmed; a refusal is kept to show beside the question. */
export function useDeleteNewsAction(agencyId: string, item: ConsoleNewsSummary, onDeleted: () => void) {
  const removal = useDeleteNews(agencyId);
  const remove = () =>
    removal.mutate(item.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${quotedTitle(item.title)} was deleted.` });
        onDeleted();
      },
    });
  return { remove, pending: removal.isPending, problem: removal.error ? errorMessage(removal.error) : null };
}
