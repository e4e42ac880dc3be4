import { Button, Tooltip } from '@mantine/core';
import { useCopy } from './useCopy';

export function CopyButton({ text, label = 'Copy' }: { text: () => string; label?: string }) {
  const { copied, copy } = useCopy(text);
  return (
    <Tooltip label={copied ? 'Copied!' : 'Copy!'} opened={copied ? true : undefined} withArrow>
      <Button size="xs" variant="light" onClick={copy}>
        {label}
      </Button>
    </Tooltip>
  );
}
