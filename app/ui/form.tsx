/**
 * The one form of the site: a React Router `<Form>` checked in the browser, before sending, by the
 * same Zod schema the server parses with (lib/forms.ts). A field in error shows the spec's message
 * under it (the form's catalogue translates the schema's keys), gets `aria-invalid` and
 * `aria-describedby`, and focus goes to the first one; nothing is sent. Without JavaScript the
 * browser sends at once (`noValidate`: never its own bubbles) and the server answers with the same
 * messages. Once a check has failed, each change checks again, so a mended field clears.
 * A submit button with `formNoValidate` (save a draft, remove a row) skips the check.
 *
 * The schema (and Zod), with the code that reads and checks the form's values (ui/form-check.ts),
 * load only when the form is first used: a page's JavaScript does not grow with its forms. Should
 * they fail to load (offline), the form is sent and the server checks.
 */
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ComponentType,
  type SubmitEvent,
} from 'react';
import { Form } from 'react-router';
import type { z } from 'zod';
import type { FieldErrors, FormCheck } from '#app/lib/forms.ts';

type FieldError = (name: string) => string | undefined;

const FormErrors = createContext<FieldError | null>(null);

/** The message the enclosing ValidatedForm found for a field, if any (fields read it themselves). */
export function useClientFieldError(name: string | undefined): string | undefined {
  const error = use(FormErrors);
  return name && error ? error(name) : undefined;
}

/**
 * Something the form must wait for once its check passes, before it is sent: the bot check still
 * solving. A hold returns the promise to wait for, or null when there is nothing to wait for.
 */
type Hold = () => Promise<unknown> | null;
const FormHolds = createContext<Set<Hold> | null>(null);

/** Registers a hold with the enclosing ValidatedForm for as long as the component is there. */
export function useFormHold(hold: Hold) {
  const holds = use(FormHolds);
  const latest = useEffectEvent(hold);
  useEffect(() => {
    if (!holds) return;
    const entry: Hold = () => latest();
    holds.add(entry);
    return () => void holds.delete(entry);
  }, [holds]);
}

/** Every field's message from the enclosing ValidatedForm (for a table of inputs drawn in a loop). */
export function useClientErrors(): FieldError {
  return use(FormErrors) ?? noErrors;
}
const noErrors: FieldError = () => undefined;

type FormProps = ComponentProps<typeof Form>;

/** A form's schema, or for a form of several parts its whole check (lib/forms.ts FormCheck). */
type FormRule = z.ZodObject | FormCheck;
type SchemaLoader = () => Promise<FormRule>;

/** A loaded form's check: its errors, or null when it passes. */
type Check = (form: HTMLFormElement) => FieldErrors | null;
/** Checks already loaded, by their schema's loader (declare loaders once, at module level: they are the keys). */
const loadedSchemas = new WeakMap<SchemaLoader, Check>();
const loadingSchemas = new WeakMap<SchemaLoader, Promise<unknown>>();

export type ValidatedFormProps = Omit<FormProps, 'noValidate'> & {
  /**
   * Loads the schema the action parses with (every key is a field name), or the form's whole
   * check, declared once at module level:
   * `const contactSchema = () => import('../contact.schema.ts').then((m) => m.contactSchema)`.
   */
  schema: SchemaLoader;
  /** A schema's message key → the message, in the page's language. */
  message: (key: string) => string;
  /** A fetcher's form, for a form that must not navigate. */
  as?: ComponentType<FormProps>;
  /** Told each check's errors (null when it passes): for a message above a long form. */
  onCheck?: (errors: FieldErrors | null) => void;
};

export function ValidatedForm({ schema, message, as: FormComponent = Form, onCheck, onSubmit, onChange, onFocus, ref, children, ...form }: ValidatedFormProps) {
  const own = useRef<HTMLFormElement>(null);
  const unchecked = useRef(false);
  // Errors belong to the schema that found them: a form swapped for another in place starts clean.
  const [found, setFound] = useState<{ schema: SchemaLoader; errors: FieldErrors | null } | null>(null);
  const errors = found?.schema === schema ? found.errors : null;
  const setErrors = (next: FieldErrors | null) => {
    setFound({ schema, errors: next });
    onCheck?.(next);
  };
  const [attempt, setAttempt] = useState(0);
  const [holds] = useState(() => new Set<Hold>());
  const holding = useRef(false);

  const load = () => {
    let loading = loadingSchemas.get(schema);
    if (!loading) {
      loading = Promise.all([schema(), import('./form-check.ts')]).then(
        ([rule, { checkForm }]) => loadedSchemas.set(schema, (form) => checkForm(rule, form)),
        () => {
          loadingSchemas.delete(schema); // offline: try again next time
          unchecked.current = true;
        },
      );
      loadingSchemas.set(schema, loading);
    }
    return loading;
  };

  // After a refused attempt, the first field in error takes the focus (once it has rendered as such).
  useEffect(() => {
    if (attempt) own.current?.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid], [data-invalid] input')?.focus();
  }, [attempt]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.formNoValidate || unchecked.current) return;
    const target = event.currentTarget;
    const loaded = loadedSchemas.get(schema);
    if (!loaded) {
      // Sent before the schema arrived: hold it, check, then send it again the same way.
      event.preventDefault();
      void load().then(() => target.requestSubmit(submitter ?? undefined));
      return;
    }
    const refused = loaded(target);
    setErrors(refused);
    if (refused) {
      event.preventDefault();
      setAttempt((n) => n + 1);
      return;
    }
    // Checked: sent now, or once what holds it is done (a second click meanwhile sends nothing).
    const waits = [...holds].map((hold) => hold()).filter((wait) => wait !== null);
    if (holding.current || waits.length) {
      event.preventDefault();
      if (holding.current) return;
      holding.current = true;
      void Promise.allSettled(waits).then(() => {
        holding.current = false;
        if (target.isConnected) target.requestSubmit(submitter ?? undefined);
      });
    }
  };

  const change = (event: ChangeEvent<HTMLFormElement>) => {
    onChange?.(event);
    const loaded = loadedSchemas.get(schema);
    if (errors && loaded) setErrors(loaded(event.currentTarget));
  };

  const setRef = (node: HTMLFormElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const fieldError: FieldError = (name) => (errors?.[name] ? message(errors[name]) : undefined);
  return (
    <FormErrors value={fieldError}>
      <FormHolds value={holds}>
        <FormComponent
          {...form}
          ref={setRef}
          noValidate
          onSubmit={submit}
          onChange={change}
          onFocus={(event) => {
            onFocus?.(event);
            void load();
          }}
        >
          {children}
        </FormComponent>
      </FormHolds>
    </FormErrors>
  );
}
