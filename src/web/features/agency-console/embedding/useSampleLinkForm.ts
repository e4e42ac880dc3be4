import { useForm } from '@mantine/form';
import { sampleLinkRequestSchema } from '../../../../contract/agency-console/embedding';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSampleLink } from './mutations';

const FIELDS = ['locationId', 'email'];

/** A signed link for a location and an e-mail, to try the embed before the platform signs its own. */
export function useSampleLinkForm() {
  const make = useSampleLink();
  const form = useForm({
    initialValues: { locationId: '', email: '' },
    validate: zodResolver(sampleLinkRequestSchema),
  });
  const submit = form.onSubmit((values) =>
    make.mutate(values, {
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  return {
    form,
    submit,
    pending: make.isPending,
    link: make.data ?? null,
    problem: make.error && !fieldErrorOf(make.error, FIELDS) ? errorMessage(make.error) : null,
  };
}
