import { Link } from 'react-router';

export interface ViewTab<V extends string> {
  value: V;
  label: string;
  /** A count after the label ("Applications 3"), when known. */
  count?: number | undefined;
  /** The count asks for attention (applications waiting, invoices overdue). */
  urgent?: boolean;
}

interface ViewTabsProps<V extends string> {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly ViewTab<V>[];
  current: V;
  /** The link of a view (its query string on the same page). */
  hrefOf: (value: V) => string;
}

function countClass(active: boolean, urgent: boolean): string {
  if (active) return 'bg-primary-content text-primary';
  return urgent ? 'bg-warning text-warning-content' : 'bg-base-200 text-base-content';
}

/**
 * The views of an admin page as a row of links, the current one filled: each view is a URL
 * (`?view=approved`), so it survives a reload and the back button. The row wraps on a phone.
 */
export function ViewTabs<V extends string>({ label, tabs, current, hrefOf }: ViewTabsProps<V>) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                to={hrefOf(tab.value)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  active ? 'border-primary bg-primary text-primary-content' : 'border-base-300 bg-base-100 text-base-content/80 hover:border-primary/60 hover:text-base-content'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums ${countClass(active, Boolean(tab.urgent) && tab.count > 0)}`}>{tab.count}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
