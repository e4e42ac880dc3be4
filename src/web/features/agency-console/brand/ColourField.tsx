import { ColorInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Colours } from '../../../../contract/agency-console/brand';
import { fullHex } from '../../../ui/full-hex';
import { type BrandColour, COLOUR_LABELS, SWATCHES } from './colour-fields';

interface Props {
  form: UseFormReturnType<Colours>;
  name: BrandColour;
  /** Said beside the field when this colour's text is hard to read on its background. */
  warning: string | undefined;
}

export function ColourField({ form, name, warning }: Props) {
  const input = form.getInputProps(name);
  return (
    <ColorInput
      label={COLOUR_LABELS[name]}
      format="hex"
      swatches={SWATCHES}
      withPicker
      description={
        warning ? (
          <Text span size="xs" c="orange.9">
            ⚠ {warning}
          </Text>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // Mantine puts the last valid colour back when the field is left, so a mistyped one vanished
      // unseen and Save saved the old colour as if it were the new one. Kept as typed, the form says
      // what is wrong with it under the field, and Save refuses it.
      fixOnBlur={false}
      {...input}
      // "#fff" is a colour too: written out in full when the field is left.
      onBlur={(event) => {
        form.setFieldValue(name, fullHex(form.getValues()[name]));
        input.onBlur?.(event);
      }}
    />
  );
}
