import { Image, Stack, TypographyStylesProvider } from '@mantine/core';
import type { Post } from '../../../contract/posts';
import { safePostHtml } from './html';

/** The post as it will be published: its picture, when it has one, above its words, which Copy copies. */
export function PostResult({ post }: { post: Post }) {
  return (
    <Stack gap="xs">
      {post.imageUrl && (
        <Image
          src={post.imageUrl}
          alt={post.revisedPrompt ?? `Picture for ${post.event.title}`}
          radius="sm"
          mah={360}
          fit="contain"
        />
      )}
      <TypographyStylesProvider fz="sm" className="post-text" data-testid="post-text">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when stored and by DOMPurify here */}
        <div dangerouslySetInnerHTML={{ __html: safePostHtml(post.html) }} />
      </TypographyStylesProvider>
    </Stack>
  );
}
