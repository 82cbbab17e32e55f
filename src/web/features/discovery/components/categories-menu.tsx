import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { categoryPath } from '../../../../shared/discovery';
import type { Category } from '../../../../shared/schemas/discovery';
import { errorMessage } from '../../../lib/api-error';
import { useHydrated } from '../../../lib/use-hydrated';
import { prefetchCategories, useCategories } from '../api/use-categories';

interface Branch {
  category: Category;
  children: Category[];
}

/** Top categories with their direct subcategories, in the server's order. */
function branchesOf(categories: readonly Category[]): Branch[] {
  return categories.filter((category) => category.parentId === null).map((category) => ({ category, children: categories.filter((child) => child.parentId === category.id) }));
}

function CategoryTree({ variant }: { variant: 'dropdown' | 'inline' }) {
  const { data, isPending, isError, error, refetch } = useCategories(true);
  if (isPending) return <p className="px-3 py-2 text-sm text-base-content/75">Loading categories…</p>;
  if (isError)
    return (
      <div className="px-3 py-2 text-sm">
        <p>{errorMessage(error)}</p>
        <button type="button" className="btn btn-outline btn-sm mt-2" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  const branches = branchesOf(data.categories);
  if (branches.length === 0) return <p className="px-3 py-2 text-sm text-base-content/75">No categories yet.</p>;
  return (
    <ul className={variant === 'dropdown' ? 'grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-4' : 'flex flex-col gap-2 py-1 pl-3'}>
      {branches.map(({ category, children }) => (
        <li key={category.id}>
          <Link to={categoryPath(category)} className="block rounded-field px-3 py-1.5 font-semibold hover:bg-base-200">
            {category.name}
          </Link>
          {children.length > 0 && (
            <ul className="mt-0.5 border-l border-base-300 ml-3">
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryPath(child)} className="block rounded-field px-3 py-1.5 text-sm text-base-content/85 hover:bg-base-200">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Categories" in the navbar: a disclosure button that shows the top categories and their
 * subcategories as links. `dropdown` opens a panel under the navbar (wide screens); `inline`
 * unfolds inside the phone menu. The tree is asked for when the menu first opens. Escape, a click
 * outside, focus leaving it or any navigation closes it.
 */
export function CategoriesMenu({ variant }: { variant: 'dropdown' | 'inline' }) {
  const location = useLocation();
  const client = useQueryClient();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The server's page shows the button before its script runs.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const dropdown = variant === 'dropdown';
  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => prefetchCategories(client)}
        aria-disabled={hydrated ? undefined : true}
        onClick={() => hydrated && setOpenOn(open ? null : location.key)}
        className={`flex items-center gap-1 rounded-field px-3 py-2 font-semibold text-base-content/85 transition-colors hover:bg-base-200 ${dropdown ? '' : 'w-full justify-between'}`}
      >
        Categories
        <ChevronDown aria-hidden="true" size={16} className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={dropdown ? 'absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-base-300 bg-base-100 shadow-xl' : ''}
      >
        {open && (
          <nav aria-label="Categories" className={dropdown ? 'mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8' : ''}>
            <CategoryTree variant={variant} />
          </nav>
        )}
      </div>
    </div>
  );
}
