/**
 * Stripe.js, loaded from Stripe (as Stripe requires, for PCI compliance) only when the shop's
 * provider is Stripe and the payment page asks for it. The types below are the small part of
 * Stripe.js the payment form uses; `@stripe/stripe-js` (not a dependency yet) provides the same
 * `loadStripe` with full types and can replace this file.
 */
export interface StripeError {
  type: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
  submit(): Promise<{ error?: StripeError }>;
}

export interface Stripe {
  elements(options: { clientSecret: string; appearance?: { theme?: 'stripe'; variables?: Record<string, string> } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}

type StripeConstructor = (publishableKey: string) => Stripe;

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<StripeConstructor> | undefined;

function injectScript(): Promise<StripeConstructor> {
  return new Promise((resolve, reject) => {
    const existing = (window as { Stripe?: StripeConstructor }).Stripe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js did not load'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')));
    document.head.appendChild(script);
  });
}

/** Loads Stripe.js once and returns a Stripe instance for the shop's publishable key. */
export async function loadStripe(publishableKey: string): Promise<Stripe> {
  loading ??= injectScript().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return (await loading)(publishableKey);
}
