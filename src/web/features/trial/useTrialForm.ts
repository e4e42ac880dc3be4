import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { type StartTrial, startTrialSchema } from '../../../contract/trial';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { paths } from '../../app/paths';
import { zodResolver } from '../../ui/zod-resolver';
import { useStartTrial } from './mutations';
import type { TrialAgency } from './queries';

const FIELDS = ['userName', 'businessName', 'email'];

/** The trial form: checked with the contract's rules, then the visitor's trial calendar opens. */
export function useTrialForm(agency: TrialAgency) {
  const start = useStartTrial();
  const navigate = useNavigate();
  const form = useForm<StartTrial>({
    initialValues: { userName: '', businessName: '', email: '', ...agency },
    validate: zodResolver(startTrialSchema),
  });
  const submit = form.onSubmit((values) =>
    start.mutate(values, {
      onSuccess: () => navigate(paths.app('freetrial'), { replace: true }),
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = start.error && !fieldErrorOf(start.error, FIELDS) ? errorMessage(start.error) : null;
  return { form, submit, pending: start.isPending, problem };
}
