import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { contactRequestSchema, type ContactForm as ContactFormValues, type ContactRequest } from '../../../../shared/schemas/contact';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { FormField } from '../../../components/ui/form-field';

const FIELDS = ['email', 'subject', 'message'] as const;
const EMPTY: ContactFormValues = { email: '', subject: '', message: '' };

function isField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

/** SPEC §3.7: validated with the server's schema, sent to POST /api/contact. */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await send.mutateAsync(values);
      toast.success(reply.message);
      reset(EMPTY);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors.filter((item) => isField(item.field)) : [];
      if (fieldErrors.length > 0) {
        fieldErrors.forEach((item, index) => setError(item.field as (typeof FIELDS)[number], { message: item.message }, { shouldFocus: index === 0 }));
      } else {
        toast.error(errorMessage(error));
      }
    }
  });

  const inputClass = (invalid: boolean) => `input w-full ${invalid ? 'input-error' : ''}`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2" aria-label="Contact us">
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(a11y) => <input id="contact-email" type="email" autoComplete="email" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('email')} />}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(a11y) => <input id="contact-subject" type="text" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('subject')} />}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(a11y) => (
          <textarea id="contact-message" rows={6} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('message')} />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary btn-lg mt-2 w-full sm:w-auto sm:self-start" disabled={send.isPending}>
        {send.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
        Send Message
      </button>
    </form>
  );
}
