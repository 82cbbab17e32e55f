import type { ReactNode } from 'react';

interface NumbersTableProps {
  caption: string;
  /** Column headers; columns after the first are numbers, aligned right. */
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** A last row, e.g. the total. */
  footer?: readonly ReactNode[];
}

/**
 * A chart's numbers as a table with a caption. It scrolls sideways on a narrow screen inside a
 * region that takes keyboard focus, so the hidden columns can be reached without a mouse.
 */
export function NumbersTable({ caption, columns, rows, footer }: NumbersTableProps) {
  const align = (column: number) => (column === 0 ? 'text-left' : 'text-right tabular-nums');
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-96 overflow-auto rounded-box border border-base-300 focus-visible:outline-2 focus-visible:outline-primary">
      <table className="table table-sm [&_:is(td,th)]:whitespace-nowrap">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-base-200 text-base-content/80">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={align(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="text-left font-medium">
                    {cell}
                  </th>
                ) : (
                  // The cells of a row are fixed per table: their place is their identity.
                  <td key={index} className={align(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="text-base-content">
            <tr>
              {footer.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="text-left">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`${align(index)} font-semibold`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
