import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminAttribute, AdminCategory } from '../../../../shared/schemas/categories-admin';

/** "Number in V", "Choice: IP44, IP65", "Yes or no". */
function describe(attribute: AdminAttribute): string {
  if (attribute.kind === 'number') return `Number in ${attribute.unit ?? '?'}`;
  if (attribute.kind === 'choice') return `Choice: ${attribute.choices.join(', ')}`;
  return 'Yes or no';
}

interface AttributeListProps {
  category: AdminCategory;
  /** Attributes of the categories above it, which its products have too. */
  inherited: number;
  onAdd: () => void;
  onEdit: (attribute: AdminAttribute) => void;
  onRemove: (attribute: AdminAttribute) => void;
}

/** A category's own specification attributes, with add, edit and remove. */
export function AttributeList({ category, inherited, onAdd, onEdit, onRemove }: AttributeListProps) {
  const live = category.archivedAt === null;
  return (
    <div className="mt-3 rounded-field border border-base-300 bg-base-200/50 p-3">
      {category.attributes.length === 0 ? (
        <p className="text-sm text-base-content/75">No attributes of its own yet.</p>
      ) : (
        <ul aria-label={`Attributes of ${category.name}`} className="flex flex-col divide-y divide-base-300">
          {category.attributes.map((attribute) => (
            <li key={attribute.key} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {attribute.label}
                  {attribute.isKey && <span className="badge badge-sm badge-primary badge-outline ms-2 align-middle">Key attribute</span>}
                </p>
                <p className="text-sm break-words text-base-content/75">
                  <code className="font-mono">{attribute.key}</code> · {describe(attribute)} · {attribute.valueCount === 1 ? '1 product has a value' : `${attribute.valueCount} products have a value`}
                </p>
              </div>
              {live && (
                <div className="flex shrink-0 gap-2">
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => onEdit(attribute)}>
                    <Pencil aria-hidden="true" size={16} /> Edit<span className="sr-only"> {attribute.label}</span>
                  </button>
                  <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => onRemove(attribute)}>
                    <Trash2 aria-hidden="true" size={16} /> Remove<span className="sr-only"> {attribute.label}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {inherited > 0 && <p className="mt-2 text-xs text-base-content/70">Its products also have the {inherited} attributes of the categories above it.</p>}
      {live && (
        <button type="button" className="btn btn-sm btn-primary mt-3" onClick={onAdd}>
          <Plus aria-hidden="true" size={16} /> Add attribute<span className="sr-only"> to {category.name}</span>
        </button>
      )}
    </div>
  );
}
