import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';

/** How long "Copied!" shows before the tooltip reads "Copy!" again. */
const COPIED_MS = 1500;

export const COPY_REFUSED = 'Your browser did not allow copying. Select the text and copy it yourself.';

export function CopyButton({ text, label = 'Copy' }: { text: () => string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      notifications.show({ color: 'red', message: COPY_REFUSED });
    }
  };
  return (
    <Tooltip label={copied ? 'Copied!' : 'Copy!'} opened={copied ? true : undefined} withArrow>
      <Button size="xs" variant="light" onClick={copy}>
        {label}
      </Button>
    </Tooltip>
  );
}
