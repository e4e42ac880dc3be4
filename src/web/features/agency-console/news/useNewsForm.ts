import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ConsoleNewsItem } from '../../../../contract/agency-console/news';
import { errorMessage } from '../../../api/api-error';
import { quotedTitle } from '../../../ui/quoted-title';
import { useRemoveNewsPicture, useSaveNews, useUploadNewsPicture } from './mutations';
import { type NewsFormValues, newsFieldError, newsFormErrors, newsFormValuesOf } from './news-form';
import type { PictureChange } from './PictureField';

/**
 * The editor's form: writes a new item, or changes `item` when one is given, then uploads or removes
 * the picture. A 400 about a field shows under that field; any other refusal above the buttons.
 */
export function useNewsForm(agencyId: string, item: ConsoleNewsItem | null, onDone: () => void) {
  const save = useSaveNews(agencyId);
  const upload = useUploadNewsPicture(agencyId);
  const removePicture = useRemoveNewsPicture(agencyId);
  const form = useForm<NewsFormValues>({ initialValues: newsFormValuesOf(item), validate: newsFormErrors });
  const [picture, setPicture] = useState<PictureChange>({ kind: 'keep' });

  async function persist(values: NewsFormValues) {
    let saved: ConsoleNewsItem;
    try {
      saved = await save.mutateAsync({ newsId: item?.id ?? null, body: values });
    } catch (error) {
      const fieldError = newsFieldError(error);
      if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      return;
    }
    try {
      if (picture.kind === 'upload') await upload.mutateAsync({ newsId: saved.id, data: picture.data });
      if (picture.kind === 'remove' && saved.pictureUrl) await removePicture.mutateAsync(saved.id);
      notifications.show({
        color: 'green',
        message: `${quotedTitle(saved.title)} was ${item ? 'saved' : 'created'}.`,
      });
    } catch (error) {
      // The item itself is saved: it is closed like any saved item, and the picture can be tried again.
      notifications.show({
        color: 'red',
        autoClose: false,
        message: `${quotedTitle(saved.title)} was saved, but its picture was not: ${errorMessage(error)}`,
      });
    }
    onDone();
  }

  const problem = save.error && !newsFieldError(save.error) ? errorMessage(save.error) : null;
  return {
    form,
    picture,
    setPicture,
    submit: form.onSubmit((values) => void persist(values)),
    pending: save.isPending || upload.isPending || removePicture.isPending,
    problem,
  };
}
