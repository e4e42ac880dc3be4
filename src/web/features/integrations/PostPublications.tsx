import { Button, Stack } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { PublicationStatus } from './PublicationStatus';
import { PublishModal } from './PublishModal';
import { integrationsQuery, publicationsQuery } from './queries';

interface Props {
  post: Post;
  locationId: string;
  timeZone: string;
}

/** Under a post: where it is scheduled or has gone out, and Publish. */
export function PostPublications({ post, locationId, timeZone }: Props) {
  const [publishing, setPublishing] = useState(false);
  const publications = useQuery(publicationsQuery(locationId));
  const integrations = useQuery(integrationsQuery(locationId));
  // Where the agency has set up neither Facebook nor HighLevel, there is nowhere to publish to.
  const canPublish = integrations.data?.facebook.configured || integrations.data?.highLevel.connected;
  const own = (publications.data?.data ?? []).filter((publication) => publication.postId === post._id);
  return (
    <Stack gap={4}>
      {own.map((publication) => (
        <PublicationStatus
          key={publication.id}
          publication={publication}
          locationId={locationId}
          timeZone={timeZone}
        />
      ))}
      {canPublish && (
        <Button
          size="xs"
          variant="default"
          w="fit-content"
          leftSection={<IconBrandFacebook size={14} aria-hidden />}
          onClick={() => setPublishing(true)}
        >
          Publish
        </Button>
      )}
      {publishing && (
        <PublishModal
          post={post}
          locationId={locationId}
          timeZone={timeZone}
          now={publications.data ? new Date(publications.data.now) : new Date()}
          opened={publishing}
          onClose={() => setPublishing(false)}
        />
      )}
    </Stack>
  );
}
