import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { type PromptTemplate, templateBodySchema } from '../../../../contract/agency-console/ai';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { insertAt, placeholderToken } from './insert-at-cursor';
import { usePreviewTemplate, useResetTemplate, useSetTemplate } from './mutations';

const FIELDS = ['template'] as const;

/**
 * One option's template: edited from the agency's own (or the standard one), previewed for a sample
 * event without saving, saved, or reset to the standard. The server names unknown placeholders, and
 * that shows under the template.
 */
export function useTemplateEditor(agencyId: string, option: PromptTemplate, onDone: () => void) {
  const form = useForm({
    initialValues: { template: option.override ?? option.standard },
    validate: zodResolver(templateBodySchema),
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const save = useSetTemplate(agencyId);
  const reset = useResetTemplate(agencyId);
  const preview = usePreviewTemplate(agencyId);

  const showFieldError = (error: unknown) => {
    const fieldError = fieldErrorOf(error, FIELDS);
    if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
  };

  const insertPlaceholder = (name: string) => {
    const box = textarea.current;
    const value = form.values.template;
    const { text, cursor } = insertAt(
      value,
      placeholderToken(name),
      box?.selectionStart ?? value.length,
      box?.selectionEnd ?? value.length,
    );
    form.setFieldValue('template', text);
    // The text box is drawn with its new value on the next frame; the cursor goes after the insertion.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(cursor, cursor);
    });
  };

  const submit = form.onSubmit(({ template }) =>
    save.mutate(
      { option, template },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `The ${option.name} template was saved` });
          onDone();
        },
        onError: showFieldError,
      },
    ),
  );

  const showPreview = () => {
    if (form.validate().hasErrors) return;
    preview.mutate({ option, template: form.values.template }, { onError: showFieldError });
  };

  const resetToStandard = () =>
    reset.mutate(option, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `The ${option.name} template is the standard one again`,
        });
        onDone();
      },
    });

  const failed = [save.error, preview.error, reset.error].find(
    (error) => error !== null && !fieldErrorOf(error, FIELDS),
  );
  return {
    form,
    textarea,
    insertPlaceholder,
    submit,
    saving: save.isPending,
    showPreview,
    previewing: preview.isPending,
    previewed: preview.data?.prompt ?? null,
    resetToStandard,
    resetting: reset.isPending,
    customised: option.override !== null,
    problem: failed ? errorMessage(failed) : null,
  };
}
