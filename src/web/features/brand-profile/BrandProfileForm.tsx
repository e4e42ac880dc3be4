import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  type BrandProfileAnswer,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_NAMES,
  brandProfileInputSchema,
  MAX_OFFERS,
} from '../../../contract/brand-profile';
import { errorMessage } from '../../api/api-error';
import { focusFirstError } from '../../ui/first-error';
import {
  type BrandFormValues,
  formValuesOf,
  inputOf,
  isEmptyOffer,
  validateBrandForm,
  withCategoryDefaults,
} from './form-values';
import { useSaveBrandProfile } from './mutations';

const CATEGORY_OPTIONS = BUSINESS_CATEGORY_NAMES.map((name) => ({
  value: name,
  label: BUSINESS_CATEGORIES[name].label,
}));
const isCategory = (value: string | null) => BUSINESS_CATEGORY_NAMES.find((name) => name === value);

/** The kinds of days on the calendar, as a business chooses which to see. */
const DAY_KINDS = [
  { value: 'food', label: 'Food and drink days' },
  { value: 'health', label: 'Health and awareness days' },
  { value: 'business', label: 'Business and shopping days' },
  { value: 'cultural', label: 'Culture and faith' },
  { value: 'international', label: 'International days' },
  { value: 'seasonal', label: 'Seasons' },
  { value: 'holiday', label: 'Public holidays' },
] as const;
const ALL_KINDS = DAY_KINDS.map((kind) => kind.value);
const isDayKind = (value: string) => DAY_KINDS.find((kind) => kind.value === value)?.value;

interface Props {
  locationId: string;
  answer: BrandProfileAnswer;
  onSaved?: () => void;
  /** Told whether the form holds changes not saved, so the dialog around it can ask before closing. */
  onUnsaved?: (unsaved: boolean) => void;
}

/**
 * What the business is and sells, how it sounds, where to find it, which days it wants and its own
 * colours: posts, pictures and the calendar follow it. Picking a kind of business for a new profile
 * fills in that kind's usual products, customers and voice to edit.
 */
export function BrandProfileForm({ locationId, answer, onSaved, onUnsaved }: Props) {
  const save = useSaveBrandProfile(locationId);
  const form = useForm<BrandFormValues>({
    initialValues: formValuesOf(answer.profile, answer.exists),
    validate: validateBrandForm,
  });
  const unsaved = form.isDirty();
  useEffect(() => onUnsaved?.(unsaved), [unsaved, onUnsaved]);
  const { values } = form;
  const chooseCategory = (value: string | null) => {
    const category = isCategory(value);
    if (!category) return;
    if (answer.exists) form.setFieldValue('category', category);
    else form.setValues(withCategoryDefaults(form.getValues(), category));
  };
  const shown = ALL_KINDS.filter((kind) => !values.hiddenCategories.includes(kind));
  const submit = form.onSubmit(
    (formValues) => {
      // The form checked the values with the same rules; the parsed values are what is sent.
      const parsed = brandProfileInputSchema.safeParse(inputOf(formValues));
      if (!parsed.success) return;
      save.mutate(parsed.data, {
        onSuccess: () => {
          form.setFieldValue(
            'offers',
            form.getValues().offers.filter((offer) => !isEmptyOffer(offer)),
          );
          onSaved?.();
        },
      });
    },
    (errors) => focusFirstError(errors, (path) => form.getInputNode(path)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={4}>Your business</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Kind of business"
              placeholder="Choose the kind of business"
              data={CATEGORY_OPTIONS}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('category')}
              onChange={chooseCategory}
            />
            {values.category === 'other' && (
              <TextInput
                label="In your words"
                placeholder="e.g. bike repair shop"
                required
                {...form.getInputProps('categoryOther')}
              />
            )}
          </SimpleGrid>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>What you sell</Title>
          <Text size="sm" c="dimmed">
            Posts name the product or service that fits each day.
          </Text>
          {values.offers.map((offer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              {/* On a phone the name and its line stack, each the row's full width, rather than two cut boxes. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} style={{ flex: 1 }}>
                <TextInput
                  aria-label={`Product or service ${index + 1}`}
                  placeholder="e.g. sourdough bread"
                  {...form.getInputProps(`offers.${index}.name`)}
                />
                <TextInput
                  aria-label={`What to say about ${offer.name || `product ${index + 1}`}`}
                  placeholder="e.g. baked fresh every morning"
                  {...form.getInputProps(`offers.${index}.line`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${offer.name || `product ${index + 1}`}`}
                onClick={() => form.removeListItem('offers', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors.offers === 'string' && (
            <Text size="sm" c="red">
              {form.errors.offers}
            </Text>
          )}
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={values.offers.length >= MAX_OFFERS}
            onClick={() => form.insertListItem('offers', { name: '', line: '' })}
          >
            Add a product or service
          </Button>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>Customers and voice</Title>
          <TextInput label="Who your customers are" {...form.getInputProps('audience')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="How you sound"
              description="A few words, e.g. warm, homely"
              {...form.getInputProps('voice')}
            />
            <TextInput
              label="Words to avoid"
              description="Separated by commas"
              {...form.getInputProps('avoid')}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>Where to find you</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Opening hours"
              placeholder="e.g. Tue–Sun, 7am–3pm"
              {...form.getInputProps('hours')}
            />
            <TextInput
              label="Website"
              placeholder="e.g. sunrisebakery.com"
              inputMode="url"
              {...form.getInputProps('website')}
            />
            <TextInput label="Address" {...form.getInputProps('address')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          </SimpleGrid>
        </Stack>

        <Stack gap="xs">
          <Title order={4}>Days on your calendar</Title>
          <Checkbox.Group
            label="Show these kinds of days"
            value={shown}
            onChange={(kept) =>
              form.setFieldValue(
                'hiddenCategories',
                ALL_KINDS.filter((kind) => !kept.map(isDayKind).includes(kind)),
              )
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {DAY_KINDS.map((kind) => (
                <Checkbox key={kind.value} value={kind.value} label={kind.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label="Show days of remembrance"
            description="Days that remember victims and losses; posts for them are quiet and sell nothing."
            {...form.getInputProps('showSolemn', { type: 'checkbox' })}
          />
        </Stack>

        <Stack gap="xs">
          <Title order={4}>Colours for your pictures</Title>
          <Switch
            label="Use my own colours"
            description="Otherwise pictures use your agency's colours."
            {...form.getInputProps('ownColours', { type: 'checkbox' })}
          />
          {values.ownColours && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ColorInput label="Main colour" format="hex" {...form.getInputProps('primary')} />
              <ColorInput label="Accent colour" format="hex" {...form.getInputProps('accent')} />
            </SimpleGrid>
          )}
        </Stack>

        {save.error && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save brand profile
        </Button>
      </Stack>
    </form>
  );
}
