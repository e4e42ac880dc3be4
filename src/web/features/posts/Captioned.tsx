import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An icon button with its word written under it on phones, where no pointer hovers to show a tooltip. The
 * word is part of the button's own name (WCAG "label in name"), so it is hidden from screen readers here.
 */
export function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Stack gap={2} align="center" className="captioned">
      {children}
      <Text hiddenFrom="sm" size="10px" lh={1.1} c="dimmed" ta="center" aria-hidden>
        {caption}
      </Text>
    </Stack>
  );
}
