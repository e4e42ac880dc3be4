import { Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useOverflowing } from '../../ui/useOverflowing';

/**
 * What the day is for, which helps a client choose, cut to two lines. When it is cut, the whole line opens and
 * closes on a click, a tap (where there is no hover) or the keyboard; it shows on hover too, and screen readers
 * read it whole.
 */
export function EventAbout({ about }: { about: string }) {
  const [open, setOpen] = useState(false);
  const { ref, overflowing } = useOverflowing<HTMLSpanElement>();
  const text = (
    <Text ref={ref} component="span" size="xs" c="dimmed" lineClamp={open ? undefined : 2} title={about}>
      {about}
    </Text>
  );
  if (!open && !overflowing) return text;
  return (
    <UnstyledButton aria-expanded={open} onClick={() => setOpen((was) => !was)} className="event-about">
      {text}
    </UnstyledButton>
  );
}
