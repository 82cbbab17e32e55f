import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { useShopConfig } from '../lib/use-shop-config';

/** SPEC §3.8: link columns from the shop configuration and the copyright line. */
export function Footer() {
  const { name, logo, contact, footer } = useShopConfig();
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Link to={paths.home} className="inline-flex items-center gap-2.5 rounded-field text-xl font-extrabold">
            <img src={logo} alt="" width={36} height={36} className="h-9 w-9" />
            {name}
          </Link>
          <p className="mt-4 max-w-sm text-neutral-content/80">Tools and electrical parts for professionals and home projects, delivered to your door.</p>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-neutral-content/85">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" size={16} className="text-accent" />
              <a href={`mailto:${contact.email}`} className="link link-hover">
                {contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" size={16} className="text-accent" />
              {contact.phone}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" size={16} className="text-accent" />
              {contact.address}
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-4 text-sm font-bold tracking-widest text-accent uppercase">{column.title}</h2>
              <ul className="flex flex-col gap-2.5">
                {column.links.map((link) => (
                  <li key={link.label} className="text-neutral-content/85">
                    {link.href ? (
                      <Link to={link.href} className="link link-hover hover:text-neutral-content">
                        {link.label}
                      </Link>
                    ) : (
                      link.label
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-balance text-neutral-content/80 sm:px-6 lg:px-8">
          Copyright © {footer.copyrightYear} - All rights reserved by {name}
        </p>
      </div>
    </footer>
  );
}
