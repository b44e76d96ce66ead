import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';

/** What a page's submit made of its call: nothing when it went through. */
/** One sentence, or several (a REST answer's list of errors). */
export type FailureMessage = string | readonly string[];

export interface FormOutcome {
  /** The sentence for the whole form, shown above it; several are shown as a list. */
  message?: FailureMessage | null;
  /**
   * The server's messages by field name; each lands on its field as the schema's own
   * would. One for a field the form does not have is shown above it, when nothing else is.
   */
  fields?: Readonly<Record<string, string | readonly string[] | undefined>>;
}

export interface MutationFormOptions<Values extends FieldValues> {
  /** The shared yup schema's resolver: `yupResolver(schema)`. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Sends values that passed the schema; the form stays busy until it settles. */
  onSubmit: (values: Values, form: UseFormReturn<Values>) => Promise<FormOutcome | null | void>;
  /** Values the schema refused (the brief's toasts for fields easy to miss). */
  onInvalid?: SubmitErrorHandler<Values>;
}

export interface MutationForm<Values extends FieldValues> extends UseFormReturn<Values> {
  /** The `<form onSubmit>` handler. */
  submit: (event?: FormEvent) => Promise<void>;
  /** What the last submit said about the whole form, for `<FormFailure>`. */
  failure: FailureMessage | null;
}

function firstOf(messages: string | readonly string[] | undefined): string | undefined {
  return (typeof messages === 'string' ? [messages] : (messages ?? [])).find(Boolean);
}

/**
 * Every form of the app: react-hook-form under a shared schema, whose submit hands the
 * page's outcome back to the fields (first one focused) and to the form's failure line.
 */
export function useMutationForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  onSubmit,
  onInvalid,
}: MutationFormOptions<Values>): MutationForm<Values> {
  const form = useForm<Values>({ resolver, defaultValues });
  const [failure, setFailure] = useState<FailureMessage | null>(null);

  async function send(values: Values) {
    setFailure(null);
    const outcome = (await onSubmit(values, form)) ?? {};
    let placed = false;
    const elsewhere: string[] = [];
    for (const [name, messages] of Object.entries(outcome.fields ?? {})) {
      const message = firstOf(messages);
      if (!message) continue;
      if (name in values) {
        form.setError(
          name as FieldPath<Values>,
          { type: 'server', message },
          { shouldFocus: !placed },
        );
        placed = true;
      } else {
        elsewhere.push(message);
      }
    }
    setFailure(outcome.message ?? (placed ? null : (elsewhere[0] ?? null)));
  }

  return { ...form, submit: form.handleSubmit(send, onInvalid), failure };
}
