import { Alert, Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { NEWS_PICTURE_TYPES } from '../../../../contract/agency-console/news';
import { type ChosenPicture, pictureFileProblem, readPicture } from './picture-file';

/** What saving does to the picture: leave it, upload the one chosen, or remove it. */
export type PictureChange = { kind: 'keep' } | ({ kind: 'upload' } & ChosenPicture) | { kind: 'remove' };

interface Props {
  /** The picture the item has now, if any. */
  current: string | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
}

/** The item's picture: chosen here and shown at once, uploaded when the item is saved. */
export function PictureField({ current, change, onChange }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each choice, so choosing the same file again is noticed.
  const resetFile = useRef<() => void>(null);
  const shown = change.kind === 'upload' ? change.preview : change.kind === 'keep' ? current : null;

  const choose = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    const refused = pictureFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onChange({ kind: 'upload', ...(await readPicture(file)) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be read.');
    }
  };

  return (
    <Input.Wrapper
      label="Picture"
      description="PNG, JPEG or WebP, at most 5 MB. Shown above the description."
    >
      <Stack gap="xs" mt={4}>
        {shown ? (
          <Box>
            <Image src={shown} alt="The item's picture" mah={200} w="auto" fit="contain" radius="sm" />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No picture.
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <FileButton
            onChange={(file) => void choose(file)}
            accept={NEWS_PICTURE_TYPES.join(',')}
            resetRef={resetFile}
            inputProps={{ 'aria-label': 'Picture file' }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                {shown ? 'Replace picture' : 'Choose picture'}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={!shown}
            onClick={() => {
              setProblem(null);
              onChange(current ? { kind: 'remove' } : { kind: 'keep' });
            }}
          >
            Remove picture
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
