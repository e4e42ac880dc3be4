import { createContext } from 'react';
import type { ApiErrorCode } from '../../api/api-error';

/**
 * What a screen around the calendar wants to know of its cards' generations: the free trial counts
 * them, stops them when none is left, and answers the server's refusal with its own dialog.
 */
export interface GenerationWatch {
  /** Whether a generation may start; false when the screen has answered the click itself. */
  mayStart(): boolean;
  /** A post was written. */
  onWritten(): void;
  /** The server refused a generation; true when the screen shows why, so the card need not. */
  onRefused(code: ApiErrorCode | undefined): boolean;
}

export const GenerationWatchContext = createContext<GenerationWatch | null>(null);
