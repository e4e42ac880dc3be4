import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { Post } from '../../../contract/posts';

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

interface Props {
  post: Post;
  /** The calendar opened on the post's day. */
  href: string;
  /** Goes there inside the app; the toast shows outside the app's pages, so it is handed the way. */
  onOpen: () => void;
}

/** Says which card an answer became the post of, with a link to that day in the calendar. */
export function PostPlaced({ post, href, onOpen }: Props) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <>
      The answer is now the {post.platform} post of {post.event.title}.{' '}
      <Anchor href={href} onClick={open} size="sm">
        Open {DAY.format(new Date(`${post.event.date}T00:00:00Z`))} in the calendar
      </Anchor>
    </>
  );
}
