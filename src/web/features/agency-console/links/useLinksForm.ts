import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AgencyLinks } from '../../../../contract/agency';
import {
  type AgencyOverview,
  type LinksInput,
  linksInputSchema,
} from '../../../../contract/agency-console/brand';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSaveLinks } from '../mutations';
import { LINK_NAMES } from './link-fields';

/** Every link as a field: an empty field removes its link. */
const fieldsOf = (links: AgencyLinks): LinksInput => ({
  socialPlanner: links.socialPlanner ?? '',
  chatApp: links.chatApp ?? '',
  connectPage: links.connectPage ?? '',
  upgradePage: links.upgradePage ?? '',
  masterclassPage: links.masterclassPage ?? '',
});

export function useLinksForm(overview: AgencyOverview) {
  const save = useSaveLinks();
  const form = useForm<LinksInput>({
    initialValues: fieldsOf(overview.links),
    validate: zodResolver(linksInputSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(fieldsOf(saved.links));
        form.setValues(fieldsOf(saved.links));
        notifications.show({ color: 'green', message: 'The links were saved' });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, LINK_NAMES);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = save.error && !fieldErrorOf(save.error, LINK_NAMES) ? errorMessage(save.error) : null;
  return { form, submit, pending: save.isPending, problem };
}
