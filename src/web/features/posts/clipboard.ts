import { notifications } from '@mantine/notifications';

export const COPY_REFUSED = 'Your browser did not allow copying. Select the text and copy it yourself.';

/** Copies text, telling the user when the browser refuses; answers whether it was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    notifications.show({ color: 'red', message: COPY_REFUSED });
    return false;
  }
}
