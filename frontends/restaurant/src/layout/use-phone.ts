import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` (768 px): a phone. Read at once, so a phone never first draws the tablet's layout. */
export const phoneQuery = '(max-width: 47.99em)';

export const usePhone = () => useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
