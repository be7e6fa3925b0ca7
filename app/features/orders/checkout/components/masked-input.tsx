import { useCallback, type ComponentProps, type FormEvent } from 'react';
import { applyMask, unmask } from '#app/ui/input-mask.ts';
import { TextField } from '#app/ui/field.tsx';

/** Where the caret goes in the masked text: after as many typed characters as were before it. */
function caretAfter(masked: string, typedBefore: number, pattern: string): number {
  for (let end = 0; end < masked.length; end++) {
    if (unmask(masked.slice(0, end), pattern).length >= typedBefore) return end;
  }
  return masked.length;
}

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
      const masked = applyMask(value, pattern);
      if (masked === value) return;
      const caret = input.selectionStart ?? value.length;
      const atEnd = caret === value.length;
      const position = atEnd ? masked.length : caretAfter(masked, unmask(value.slice(0, caret), pattern).length, pattern);
      input.value = masked;
      input.setSelectionRange(position, position);
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
