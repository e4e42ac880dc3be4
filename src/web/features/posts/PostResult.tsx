import { Image, TypographyStylesProvider } from '@mantine/core';
import type { Post } from '../../../contract/posts';
import { safePostHtml } from './html';

export function PostResult({ post }: { post: Post }) {
  if (post.imageUrl) {
    return (
      <Image
        src={post.imageUrl}
        alt={post.revisedPrompt ?? `Picture for ${post.event.title}`}
        radius="sm"
        mah={360}
        fit="contain"
      />
    );
  }
  return (
    <TypographyStylesProvider fz="sm" className="post-text" data-testid="post-text">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when stored and by DOMPurify here */}
      <div dangerouslySetInnerHTML={{ __html: safePostHtml(post.html) }} />
    </TypographyStylesProvider>
  );
}
