import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { actionToasts } from '../../../lib/use-confirmed-action';
import { useAddSynonyms } from '../api/use-search-synonyms';

/** "MCB, miniature circuit breaker" → the terms, without blanks. */
export function termsOf(typed: string): string[] {
  return typed
    .split(/[,;\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/**
 * One field for a new group: the words or phrases that mean the same, separated by commas. The
 * server checks them (two to ten, each in one group only) and says what is wrong under the field.
 */
export function AddSynonymsForm() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = useAddSynonyms();
  const error = add.isError ? errorMessage(add.error) : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-start sm:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { terms: termsOf(typed) },
          {
            onSuccess: (reply) => {
              actionToasts.onSuccess(reply);
              setTyped('');
            },
          },
        );
      }}
    >
      <FormField id={id} label="Words that mean the same" hint="Separate them with commas, for example: MCB, miniature circuit breaker" error={error} className="min-w-0 flex-1">
        {(a11y) => (
          <input
            id={id}
            type="text"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (add.isError) add.reset();
            }}
            className={inputClass(Boolean(error))}
            {...a11y}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary sm:mt-7" disabled={add.isPending}>
        <Plus aria-hidden="true" size={18} /> Add synonyms
      </button>
    </form>
  );
}
