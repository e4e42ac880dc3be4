import { useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** How long "Copied!" shows before the tooltip reads "Copy!" again. */
const COPIED_MS = 1500;

/** Copies on demand and says so for a moment afterwards. */
export function useCopy(text: () => string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(text()))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
