import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code arrives. */
export function PageLoading() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
