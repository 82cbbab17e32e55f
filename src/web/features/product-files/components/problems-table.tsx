import type { ProductImport } from '../../../../shared/schemas/product-files';
import { MAX_REPORTED_PROBLEMS } from '../../../../shared/schemas/product-files';
import { Pagination } from '../../../components/ui/pagination';
import { useShopNumber } from '../../../lib/use-shop-number';


/** The report's problems, a page at a time: the line of the file, the column, what to change. */
export function ProblemsTable({ productImport }: { productImport: ProductImport }) {
  const number = useShopNumber();
  const { problems } = productImport;
  const shownAll = productImport.problemCount <= MAX_REPORTED_PROBLEMS;
  return (
    <>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table className="table text-sm [&_:is(td,th)]:px-2.5 [&_:is(td,th)]:py-2.5 sm:[&_:is(td,th)]:px-4">
          <caption className="px-4 pt-3 pb-1 text-left font-semibold">
            Problems in {productImport.fileName}
            {problems.totalPages > 1 ? ` (page ${problems.page} of ${problems.totalPages})` : ''}
          </caption>
          <thead className="bg-base-200/70 text-base-content/80">
            <tr>
              <th scope="col" className="w-16">
                Line
              </th>
              <th scope="col" className="w-32">
                Column
              </th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {problems.items.map((problem, index) => (
              <tr key={`${problem.line}-${problem.field}-${index}`}>
                <td className="tabular-nums">{problem.line}</td>
                <td className="break-all">{problem.field}</td>
                <td className="min-w-48">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!shownAll && <p className="mt-3 text-sm text-base-content/70">The first {number(MAX_REPORTED_PROBLEMS)} problems are listed; fix them and check the file again to see the rest.</p>}
      <Pagination page={problems.page} totalPages={problems.totalPages} />
    </>
  );
}
