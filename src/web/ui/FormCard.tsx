import { Center, Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  title: string;
  /** The heading's id, which names the form for assistive technology. */
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown above the title: the agency whose own domain the page is on. */
  header?: ReactNode;
  children: ReactNode;
}

/** A form on its own in the middle of the page: signing in, and the pages its links lead to. */
export function FormCard({ title, titleId, onSubmit, header, children }: Props) {
  return (
    <Center mih="100vh" p="md">
      <Paper
        component="form"
        onSubmit={onSubmit}
        // The form's own checks show their message beside the field, as on every form.
        noValidate
        shadow="sm"
        p="xl"
        w={380}
        withBorder
        aria-labelledby={titleId}
      >
        <Stack>
          {header}
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
