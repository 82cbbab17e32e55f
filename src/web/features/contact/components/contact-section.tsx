import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../../../lib/use-in-view';
import { useShopConfig } from '../../../lib/use-shop-config';
import { ContactFormSkeleton } from './contact-form-skeleton';

/**
 * The form (react-hook-form, the Zod schema and resolver) loads in its own chunk when the section
 * comes near the screen, so the home page does not need its code to become interactive.
 */
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** SPEC §3.7 "Contact Us": the shop's contact data and the form. */
export function ContactSection() {
  const { contact } = useShopConfig();
  const formSlot = useRef<HTMLDivElement>(null);
  const formNear = useInView(formSlot, { threshold: 0, rootMargin: '600px 0px' });
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="mb-2 text-sm font-semibold tracking-widest text-primary uppercase">Get in touch</p>
          <h2 id="contact-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 text-lg text-base-content/75">
            Need a quote for a large order or advice on the right part? Send us a message and our team will reply by email, usually within one working day.
          </p>
          <ul className="mt-8 flex flex-col gap-5">
            <li className="flex items-center gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Mail aria-hidden="true" size={20} />
              </span>
              <span>
                <span className="block text-sm text-base-content/70">Email</span>
                <a href={`mailto:${contact.email}`} className="link link-hover font-semibold break-all">
                  {contact.email}
                </a>
              </span>
            </li>
            <li className="flex items-center gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Phone aria-hidden="true" size={20} />
              </span>
              <span>
                <span className="block text-sm text-base-content/70">Phone</span>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="link link-hover font-semibold">
                  {contact.phone}
                </a>
              </span>
            </li>
            <li className="flex items-center gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <MapPin aria-hidden="true" size={20} />
              </span>
              <span>
                <span className="block text-sm text-base-content/70">Address</span>
                <span className="font-semibold">{contact.address}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="card border border-base-300 bg-base-100 shadow-lg lg:col-span-3">
          <div ref={formSlot} className="card-body p-6 sm:p-8">
            {formNear ? (
              <Suspense fallback={<ContactFormSkeleton />}>
                <ContactForm />
              </Suspense>
            ) : (
              <ContactFormSkeleton />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
