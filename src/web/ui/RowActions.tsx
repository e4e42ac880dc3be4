import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The actions at the end of a table row, side by side where the row has room and one under another where it has
 * not (a phone), so the row's name keeps its width and no action is cut off.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap">
      {children}
    </Group>
  );
}

interface RowActionProps {
  /** The button's word: Edit, Delete, Resend… */
  children: string;
  /**
   * What the button does to which row, for assistive technology ("Delete Spring sale"): every row has the same
   * words on its buttons.
   */
  label: string;
  /** Drawn in red, for actions that remove or stop something. */
  destructive?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** One action of a table row. */
export function RowAction({
  children,
  label,
  destructive = false,
  loading = false,
  onClick,
}: RowActionProps) {
  return (
    <Button
      size="xs"
      variant="light"
      color={destructive ? 'red' : undefined}
      aria-label={label}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
