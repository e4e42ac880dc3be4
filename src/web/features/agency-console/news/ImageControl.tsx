import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isAllowedNewsImageSrc } from '../../../../contract/news-html';

/** A toolbar button that puts a picture into the description by its web address. */
export function ImageControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setSrc('');
    setAlt('');
    setError(null);
  };
  const insert = (event: FormEvent) => {
    event.preventDefault();
    // The popover is rendered apart, but React passes its submit on to the news form around the editor.
    event.stopPropagation();
    const address = src.trim();
    if (!isAllowedNewsImageSrc(address)) {
      setError('Enter the full address of a picture, starting with https://');
      return;
    }
    editor
      ?.chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: address, alt: alt.trim() || null } })
      .run();
    close();
  };

  return (
    <Popover
      opened={opened}
      onChange={(open) => !open && close()}
      trapFocus
      withinPortal
      shadow="md"
      zIndex={10_000}
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert picture"
          title="Insert picture"
          onClick={() => setOpened(true)}
        >
          <IconPhotoPlus size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={insert} noValidate>
          <Stack gap="xs" w={300}>
            <TextInput
              label="Picture address"
              placeholder="https://example.com/picture.jpg"
              type="url"
              value={src}
              onChange={(event) => setSrc(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <TextInput
              label="Description for screen readers"
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              maxLength={500}
            />
            <Button type="submit" variant="default">
              Insert picture
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
