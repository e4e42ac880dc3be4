import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GuardedModal } from '../../../ui/GuardedModal';
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
  onUnsaved,
}: {
  agencyId: string;
  newsId: string;
  onClose: () => void;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const item = useQuery(consoleNewsItemQuery(agencyId, newsId));
  if (!item.data) return <QueryStatus query={item} what="the news item" />;
  return (
    <NewsForm
      key={item.data.updatedAt}
      agencyId={agencyId}
      item={item.data}
      onDone={onClose}
      onUnsaved={onUnsaved}
    />
  );
}

/** The editor of a news item; with changes not saved, Escape or the close button asks first. */
export function NewsEditorModal({ agencyId, editing, onClose }: Props) {
  const [unsaved, setUnsaved] = useState(false);
  const close = () => {
    setUnsaved(false);
    onClose();
  };
  return (
    <GuardedModal
      opened={editing !== null}
      unsaved={unsaved}
      loss="What you wrote in this news item has not been saved and will be lost."
      onClose={close}
      title={editing?.newsId ? 'Edit news item' : 'New news item'}
      size="xl"
    >
      {editing &&
        (editing.newsId ? (
          <ExistingItem agencyId={agencyId} newsId={editing.newsId} onClose={close} onUnsaved={setUnsaved} />
        ) : (
          <NewsForm agencyId={agencyId} item={null} onDone={close} onUnsaved={setUnsaved} />
        ))}
    </GuardedModal>
  );
}
