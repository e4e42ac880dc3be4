import { Alert, Button, FileButton, Group } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { LOGO_TYPES } from '../../contract/agency-console/brand';
import { type LogoMutations, useLogoActions } from './useLogoActions';

interface Props<Result> {
  mutations: LogoMutations<Result>;
  hasLogo: boolean;
  /** Names the hidden file input for assistive technology. */
  fileLabel: string;
  /** A filled Upload button, where uploading is the section's main action; a light one beside a form's own. */
  prominent?: boolean;
}

/** Upload logo and Remove logo, with the reason a file was refused. */
export function LogoControls<Result>({ mutations, hasLogo, fileLabel, prominent = false }: Props<Result>) {
  const { choose, removeLogo, resetFile, uploading, removing, problem } = useLogoActions(mutations);
  return (
    <>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <FileButton
          onChange={(file) => void choose(file)}
          accept={LOGO_TYPES.join(',')}
          resetRef={resetFile}
          inputProps={{ 'aria-label': fileLabel }}
        >
          {(props) => (
            <Button
              {...props}
              variant={prominent ? 'filled' : 'light'}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploading}
            >
              Upload logo
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={removeLogo}
          loading={removing}
          disabled={!hasLogo || uploading}
        >
          Remove logo
        </Button>
      </Group>
    </>
  );
}
