import type { Spec } from '../../../../shared/schemas/discovery';

/** The product's specification as a two-column table: what (row header) and its value with unit. */
export function SpecTable({ name, specs }: { name: string; specs: Spec[] }) {
  if (specs.length === 0) return <p className="text-base-content/75">No specification is listed for this product yet.</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Specification of {name}</caption>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.key} className="border-b border-base-300 last:border-b-0 even:bg-base-200/60">
              <th scope="row" className="w-1/2 px-4 py-3 font-semibold sm:w-2/5">
                {spec.label}
              </th>
              <td className="px-4 py-3">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
