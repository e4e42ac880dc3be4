import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { type AgencyOverview, hostNameSchema } from '../../../../contract/agency-console/brand';
import { errorMessage, fieldErrorOf, isApiError } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSaveDomain } from '../mutations';

const FIELDS = ['domain'];
const domainFormSchema = z.object({ domain: hostNameSchema });

/**
 * The agency's own host name. A domain another agency uses (a conflict) or one the server refuses shows
 * under the field; anything else above the buttons.
 */
export function useDomainForm(overview: AgencyOverview) {
  const save = useSaveDomain();
  const form = useForm({
    initialValues: { domain: overview.domain ?? '' },
    validate: zodResolver(domainFormSchema),
  });
  const atField = (error: unknown) =>
    isApiError(error, 'conflict') ? { field: 'domain', message: error.message } : fieldErrorOf(error, FIELDS);
  const onError = (error: unknown) => {
    const fieldError = atField(error);
    if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
  };
  const submit = form.onSubmit(({ domain }) =>
    save.mutate(domain, {
      onSuccess: (saved) => {
        form.setInitialValues({ domain: saved.domain ?? '' });
        form.setValues({ domain: saved.domain ?? '' });
        notifications.show({ color: 'green', message: 'The domain was saved' });
      },
      onError,
    }),
  );
  const remove = () =>
    save.mutate(null, {
      onSuccess: () => {
        form.setInitialValues({ domain: '' });
        form.setValues({ domain: '' });
        notifications.show({ color: 'green', message: 'The domain was removed' });
      },
      onError,
    });
  return {
    form,
    submit,
    remove,
    pending: save.isPending,
    problem: save.error && !atField(save.error) ? errorMessage(save.error) : null,
  };
}
