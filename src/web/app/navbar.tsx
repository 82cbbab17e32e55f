import { LogIn, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { AccountMenu } from '../features/accounts/components/account-menu';
import { AccountSummary } from '../features/accounts/components/account-summary';
import { CartLink } from '../features/cart/components/cart-link';
import { CategoriesMenu } from '../features/discovery/components/categories-menu';
import { SearchCombobox } from '../features/discovery/components/search-combobox';
import { TaxSwitch } from '../components/ui/tax-switch';
import { useHydrated } from '../lib/use-hydrated';
import { useSession } from '../lib/use-session';
import { useShopConfig } from '../lib/use-shop-config';

interface NavEntry {
  to: string;
  label: string;
  /** Only the exact path is "current" (Home); Dashboard stays current on its sub-pages. */
  end: boolean;
}

/** SPEC §2 Navbar: Home always, Dashboard only when signed in, Blogs always. */
function linksFor(signedIn: boolean): NavEntry[] {
  return [
    { to: paths.home, label: 'Home', end: true },
    ...(signedIn ? [{ to: paths.dashboard, label: 'Dashboard', end: false }] : []),
    { to: paths.blogs, label: 'Blogs', end: true },
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field px-3 py-2 font-semibold transition-colors hover:bg-base-200 ${isActive ? 'text-primary' : 'text-base-content/85'}`;

/**
 * The phone menu's button. The server-rendered page shows it before its script runs, so it says
 * it is not ready until then; its own component, so that the moment the app takes over re-renders
 * this button and not the whole navbar.
 */
function MenuToggle({ open, menuId, onToggle }: { open: boolean; menuId: string; onToggle: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-square md:hidden"
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={menuId}
      aria-disabled={hydrated ? undefined : true}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
    </button>
  );
}

export function Navbar() {
  const { name, logo } = useShopConfig();
  const session = useSession();
  const user = session.data?.user ?? null;
  // Until the session is known, neither "Login" nor the avatar shows (no flash of the wrong one).
  const sessionKnown = !session.isPending;
  const links = linksFor(Boolean(user));
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur supports-[backdrop-filter]:bg-base-100/85">
      {/* Phones and middle widths: brand, links and buttons, the search box full width under them. Wide screens: one row. */}
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8 xl:flex-nowrap">
        <Link to={paths.home} className="flex h-16 shrink-0 items-center gap-2.5 rounded-field text-xl font-extrabold tracking-tight">
          <img src={logo} alt="" width={36} height={36} className="h-9 w-9" />
          <span>{name}</span>
        </Link>
        <div className="hidden md:block">
          <CategoriesMenu variant="dropdown" />
        </div>
        <div className="order-last w-full pb-3 xl:order-none xl:w-auto xl:max-w-xl xl:flex-1 xl:pb-0">
          <SearchCombobox />
        </div>
        <ul className="ml-auto hidden shrink-0 items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mx-1">
            <TaxSwitch />
          </li>
          <li>
            <CartLink />
          </li>
          <li className="ml-2 flex min-w-24 justify-end">
            {!sessionKnown ? (
              <span className="skeleton h-10 w-24 motion-safe:animate-pulse" aria-hidden="true" />
            ) : user ? (
              <AccountMenu user={user} />
            ) : (
              <Link to={paths.login} className="btn btn-primary px-5">
                <LogIn aria-hidden="true" size={16} /> Login
              </Link>
            )}
          </li>
        </ul>
        {/* Phones: the cart stays in sight beside the menu button. */}
        <div className="ml-auto md:hidden">
          <CartLink />
        </div>
        <MenuToggle open={open} menuId={menuId} onToggle={() => setOpen(!open)} />
      </nav>
      <div id={menuId} hidden={!open} className="max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-base-300 bg-base-100 md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={(state) => `block ${linkClass(state)}`}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <CategoriesMenu variant="inline" />
          </li>
          <li className="flex items-center justify-between gap-3 px-3 py-2">
            <span aria-hidden="true" className="font-semibold text-base-content/85">
              Prices
            </span>
            <TaxSwitch />
          </li>
          {user ? (
            <li className="mt-2 border-t border-base-300 pt-2">
              <AccountSummary user={user} />
            </li>
          ) : (
            sessionKnown && (
              <li className="pt-2">
                <Link to={paths.login} className="btn btn-primary w-full">
                  <LogIn aria-hidden="true" size={16} /> Login
                </Link>
              </li>
            )
          )}
        </ul>
      </div>
    </header>
  );
}
