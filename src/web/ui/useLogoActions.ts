import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { logoFileProblem, readAsBase64 } from './logo-file';

/** The mutations that store a logo (its bytes as base64) and remove it. */
export interface LogoMutations<Result> {
  upload: UseMutationResult<Result, Error, string>;
  remove: UseMutationResult<Result, Error, void>;
}

/**
 * Uploading and removing the logo. A file the server would refuse (its kind, its size) is refused here
 * first with the reason; the server's own refusal (a picture it cannot read, a script in an SVG) shows
 * the same way.
 */
export function useLogoActions<Result>({ upload, remove }: LogoMutations<Result>) {
  const [refused, setRefused] = useState<string | null>(null);
  // Cleared after each choice, so choosing the same file again (after fixing it) is noticed.
  const resetFile = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetFile.current?.();
    upload.reset();
    remove.reset();
    if (!file) return;
    const problem = logoFileProblem(file);
    setRefused(problem);
    if (problem) return;
    try {
      const data = await readAsBase64(file);
      upload.mutate(data, {
        onSuccess: () => notifications.show({ color: 'green', message: 'The logo was uploaded' }),
      });
    } catch (error) {
      setRefused(error instanceof Error ? error.message : errorMessage(error));
    }
  };

  const removeLogo = () => {
    setRefused(null);
    upload.reset();
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'The logo was removed' }),
    });
  };

  const failed = upload.error ?? remove.error;
  return {
    choose,
    removeLogo,
    resetFile,
    uploading: upload.isPending,
    removing: remove.isPending,
    problem: refused ?? (failed ? errorMessage(failed) : null),
  };
}
