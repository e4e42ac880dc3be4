import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { heldWhile } from '../../ui/held';
import { Captioned } from './Captioned';

interface Props {
  /** The button's name, which its caption on a phone starts. */
  label: string;
  caption: string;
  /** What it does, shown on hover after the button's name, so the two never read as different actions. */
  hint: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** One of a post's icon actions: its hint on hover, its word under it on a phone. */
export function PostAction({ label, caption, hint, icon, disabled = false, onClick }: Props) {
  return (
    <Captioned caption={caption}>
      {/* Wrapped at a width a phone's screen holds: a long one (Share on Instagram: …) ran off its edge. */}
      <Tooltip label={`${label}: ${hint}`} multiline maw={260}>
        <ActionIcon
          variant="light"
          aria-label={label}
          {...heldWhile(disabled)}
          onClick={() => {
            if (!disabled) onClick();
          }}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    </Captioned>
  );
}
