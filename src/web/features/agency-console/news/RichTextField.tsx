import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { type JSONContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { isAllowedNewsLink } from '../../../../contract/news-html';
import { ImageControl } from './ImageControl';
import { NewsImage } from './news-image';

interface Props {
  /** The document the editor opens with; later changes come from the editor itself. */
  initial: JSONContent;
  onChange: (document: JSONContent) => void;
  error: ReactNode;
}

/**
 * The editor is set up to make only what the server renders: headings 2–4, lists, quotes, rules, bold,
 * italic, underline, strike, code, links to web pages and e-mail addresses, and pictures by address.
 */
const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    isAllowedUri: (url) => isAllowedNewsLink(url),
    shouldAutoLink: (url) => isAllowedNewsLink(url),
  }),
  NewsImage,
];

/** The description's rich-text editor, labelled for assistive technology and for tests. */
export function RichTextField({ initial, onChange, error }: Props) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps: {
      attributes: { 'aria-label': 'Description', 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON()),
  });
  return (
    <Input.Wrapper label="Description" error={error}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
