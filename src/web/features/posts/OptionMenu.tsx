import { ActionIcon, Avatar, Group, Menu, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { OptionKind } from '../../../contract/options';
import { heldWhile } from '../../ui/held';
import { promptOptionsQuery } from '../prompt-options/queries';

interface Props {
  kind: OptionKind;
  label: string;
  icon: ReactNode;
  disabled: boolean;
  /** Options not offered here, such as the playful tones on a solemn day. */
  leftOut?: readonly string[];
  /** The option the post on screen was made with, marked in the menu. */
  current?: string | null;
  /** Why the whole menu cannot be used here, said instead of opening it (translation needs an AI provider). */
  unavailable?: string;
  onPick: (name: string) => void;
}

/** Tall enough for the eight tones and image styles without scrolling; the languages scroll. */
const MENU_HEIGHT = 380;

/** A menu of options (tones, languages, image styles), each with its name and preview image. */
export function OptionMenu({
  kind,
  label,
  icon,
  disabled,
  leftOut = [],
  current = null,
  unavailable,
  onPick,
}: Props) {
  const query = useQuery({ ...promptOptionsQuery(kind), enabled: !disabled && !unavailable });
  const offered = query.data?.filter((option) => !leftOut.includes(option.name));
  // The button's tooltip would lie over the menu it opened.
  const [opened, setOpened] = useState(false);
  const reasonId = useId();
  if (unavailable) {
    // Focusable and hovered like the others, so the reason can be read; a disabled button shows no tooltip.
    return (
      // Shown on focus and on a touch too: on a phone nothing hovers, and the reason is the whole answer.
      <Tooltip label={unavailable} multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="light"
          aria-label={label}
          aria-describedby={reasonId}
          data-disabled
          aria-disabled
        >
          {icon}
          <VisuallyHidden id={reasonId}>{unavailable}</VisuallyHidden>
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={(open) => setOpened(open && !disabled)}
    >
      <Menu.Target>
        <Tooltip label={label} disabled={opened}>
          <ActionIcon variant="light" aria-label={label} {...heldWhile(disabled)}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah={MENU_HEIGHT} style={{ overflowY: 'auto' }} aria-label={label}>
        {query.isPending && <Menu.Item disabled>Loading…</Menu.Item>}
        {query.isError && (
          <Menu.Item closeMenuOnClick={false} onClick={() => void query.refetch()}>
            Could not load the choices. Try again
          </Menu.Item>
        )}
        {offered?.length === 0 && <Menu.Item disabled>No choices yet</Menu.Item>}
        {offered?.map((option) => {
          const isCurrent = option.name === current;
          return (
            <Menu.Item
              key={option.name}
              onClick={() => onPick(option.name)}
              rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : undefined}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar src={option.image} alt="" size="sm" radius="sm" />
                <Text size="sm" fw={isCurrent ? 700 : undefined}>
                  {option.name}
                </Text>
                {isCurrent && <VisuallyHidden>(current)</VisuallyHidden>}
              </Group>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
