import { Image } from '@mantine/core';

interface Props {
  name: string;
  /** The logo's address; empty when the agency has none. */
  logo: string;
}

/** The agency's logo at the height of a top bar; nothing when it has none, and its name stands alone. */
export function TopBarLogo({ name, logo }: Props) {
  return logo ? (
    <Image src={logo} alt={name} h={36} w="auto" maw={{ base: 120, sm: 200 }} fit="contain" />
  ) : null;
}
