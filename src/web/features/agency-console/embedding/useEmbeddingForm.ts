import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Embedding,
  type EmbeddingChange,
  embeddingChangeSchema,
} from '../../../../contract/agency-console/embedding';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useChangeEmbedding } from './mutations';

interface EmbeddingFields {
  platformOrigin: string;
  allowUnsigned: boolean;
  /** Empty keeps the stored secret. */
  highlevelSecret: string;
}

const FIELDS = ['platformOrigin', 'highlevelSecret', 'allowUnsigned'];

const fieldsOf = (embedding: Embedding): EmbeddingFields => ({
  platformOrigin: embedding.platformOrigin ?? '',
  allowUnsigned: embedding.allowUnsigned,
  highlevelSecret: '',
});

/** The change the fields ask for: an empty origin removes it, an empty secret field keeps the secret. */
function changeOf(fields: EmbeddingFields): EmbeddingChange {
  const origin = fields.platformOrigin.trim();
  const secret = fields.highlevelSecret.trim();
  return {
    platformOrigin: origin === '' ? null : origin,
    allowUnsigned: fields.allowUnsigned,
    ...(secret === '' ? {} : { highlevelSecret: secret }),
  };
}

const validateChange = zodResolver(embeddingChangeSchema);

/** The platform origin, the HighLevel shared secret and unsigned links, saved together. */
export function useEmbeddingForm(embedding: Embedding) {
  const save = useChangeEmbedding();
  const removeSecret = useChangeEmbedding();
  const form = useForm<EmbeddingFields>({
    initialValues: fieldsOf(embedding),
    validate: (fields) => validateChange(changeOf(fields)),
  });
  const submit = form.onSubmit((fields) =>
    save.mutate(changeOf(fields), {
      onSuccess: (saved) => {
        form.setInitialValues(fieldsOf(saved));
        form.setValues(fieldsOf(saved));
        notifications.show({ color: 'green', message: 'The embedding settings were saved' });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  /** Removes the stored secret and nothing else: the other settings stay as saved. */
  const removeHighlevelSecret = (onDone: () => void) =>
    removeSecret.mutate(
      {
        platformOrigin: embedding.platformOrigin,
        allowUnsigned: embedding.allowUnsigned,
        highlevelSecret: null,
      },
      {
        onSuccess: () => {
          onDone();
          notifications.show({ color: 'green', message: 'The HighLevel shared secret was removed' });
        },
      },
    );
  return {
    form,
    submit,
    pending: save.isPending,
    problem: save.error && !fieldErrorOf(save.error, FIELDS) ? errorMessage(save.error) : null,
    removeHighlevelSecret,
    removing: removeSecret.isPending,
    removeProblem: removeSecret.error ? errorMessage(removeSecret.error) : null,
  };
}
