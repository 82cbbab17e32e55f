import type { ReactNode } from 'react';

export interface DataTableColumn {
  /** The header text (or spans that change with the screen width). */
  label: ReactNode;
  /** Width, alignment and the breakpoint from which the column shows ("hidden sm:table-cell"). */
  className?: string;
}

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn[];
  /** The rows (<tr>) of the body. */
  children: ReactNode;
}

/**
 * The dashboard's tables (orders, users, products): a rounded, bordered box that scrolls sideways
 * if it must, compact cells on phones, and a header row of column headers.
 */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      <table className="table text-sm [&_:is(td,th)]:px-2.5 [&_:is(td,th)]:py-3 sm:[&_:is(td,th)]:px-4" aria-label={label}>
        <thead className="bg-base-200/70 text-base-content/80">
          <tr>
            {columns.map((column, index) => (
              // The columns are fixed per table: their place is their identity.
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
