import { errorMessage } from '../../../lib/api-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSocialSignIn } from '../api/use-social-sign-in';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="#4285F4" d="M23.5 12.27c0-.85-.08-1.66-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.17 3.57-8.81z" />
      <path fill="#34A853" d="M12 24c3.24 0 5.95-1.07 7.93-2.92l-3.87-3c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.29v3.1A11.99 11.99 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.29 14.28a7.2 7.2 0 0 1 0-4.56v-3.1H1.29a12 12 0 0 0 0 10.76l4-3.1z" />
      <path fill="#EA4335" d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.43-3.43C17.94 1.19 15.24 0 12 0A11.99 11.99 0 0 0 1.29 6.62l4 3.1C6.23 6.88 8.88 4.77 12 4.77z" />
    </svg>
  );
}

/**
 * "Continue with Google" and an "or" line above the email form. Render it only when the shop
 * offers Google (the session says so); afterwards Google sends the person to `returnTo`.
 */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const social = useSocialSignIn();
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="btn btn-outline w-full gap-3 border-base-300 bg-base-100 font-semibold" disabled={social.isPending || social.isSuccess} onClick={() => social.mutate(returnTo)}>
        {social.isPending || social.isSuccess ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <GoogleLogo />}
        Continue with Google
      </button>
      {social.isError && <FormAlert>{errorMessage(social.error)}</FormAlert>}
      <div className="divider my-3 text-sm text-base-content/70">or use your email</div>
    </div>
  );
}
