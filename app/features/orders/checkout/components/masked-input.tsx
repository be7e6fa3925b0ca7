import { useCallback, type ComponentProps, type FormEvent } from 'react';
import { maskInput } from '#app/lib/input-mask.ts';
import { TextField } from '#app/ui/field.tsx';

/**
 * Formats an uncontrolled input as the person types (a progressive enhancement: without
 * JavaScript it is a plain input, and the server accepts masked and unmasked values alike).
 * Deleting is left alone, so a literal of the mask can be erased like any character.
 */
export function useInputMask(pattern: string | undefined) {
  return useCallback(
    (event: FormEvent<HTMLInputElement>) => {
      if (!pattern) return;
      const { inputType } = event.nativeEvent as InputEvent;
      if (inputType?.startsWith('delete')) return;
      const input = event.currentTarget;
      const { value } = input;
      const next = maskInput(value, input.selectionStart ?? value.length, pattern);
      if (next.value === value) return;
      input.value = next.value;
      input.setSelectionRange(next.caret, next.caret);
    },
    [pattern],
  );
}

/** A TextField with a mask from MASKS; pass it defaultValue, not value. */
export function MaskedTextField({ mask, onInput, ...props }: ComponentProps<typeof TextField> & { mask: string | undefined }) {
  const format = useInputMask(mask);
  return (
    <TextField
      {...props}
      onInput={(event) => {
        format(event);
        onInput?.(event);
      }}
    />
  );
}
