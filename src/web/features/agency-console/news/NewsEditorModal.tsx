import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { NewsForm } from './NewsForm';
import { consoleNewsItemQuery } from './queries';

/** What the editor is open for: a new item, or an existing one (by id) to edit. */
export type NewsEditing = { newsId: string | null } | null;

interface Props {
  agencyId: string;
  editing: NewsEditing;
  onClose: () => void;
}

/** An existing item is opened with its editor document, read afresh; the form starts from it each time. */
function ExistingItem({
  agencyId,
  newsId,
  onClose,
}: {
  agencyId: string;
  newsId: string;
  onClose: () => void;
}) {
  const item = useQuery(consoleNewsItemQuery(agencyId, newsId));
  if (!item.data) return <QueryStatus query={item} what="the news item" />;
  return <NewsForm key={item.data.updatedAt} agencyId={agencyId} item={item.data} onDone={onClose} />;
}

export function NewsEditorModal({ agencyId, editing, onClose }: Props) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.newsId ? 'Edit news item' : 'New news item'}
      size="xl"
      closeOnClickOutside={false}
    >
      {editing &&
        (editing.newsId ? (
          <ExistingItem agencyId={agencyId} newsId={editing.newsId} onClose={onClose} />
        ) : (
          <NewsForm agencyId={agencyId} item={null} onDone={onClose} />
        ))}
    </Modal>
  );
}
