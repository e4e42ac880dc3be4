import { Modal } from '@mantine/core';
import type { PromptTemplate } from '../../../../contract/agency-console/ai';
import { OPTION_KIND_LABELS } from './option-kinds';
import { TemplateEditor } from './TemplateEditor';

interface Props {
  agencyId: string;
  option: PromptTemplate | null;
  placeholders: { name: string; meaning: string }[];
  onClose: () => void;
}

/** Open while one option's template is edited; each opening starts from the saved template. */
export function TemplateEditorModal({ agencyId, option, placeholders, onClose }: Props) {
  return (
    <Modal
      opened={option !== null}
      onClose={onClose}
      title={option ? `${option.name} template (${OPTION_KIND_LABELS[option.kind]})` : ''}
      size="xl"
    >
      {option && (
        <TemplateEditor
          key={`${option.kind} ${option.name}`}
          agencyId={agencyId}
          option={option}
          placeholders={placeholders}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
