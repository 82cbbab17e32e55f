import { ChevronDown, FolderInput, FolderPlus, Archive, Pencil } from 'lucide-react';
import { categoryPath } from '../../../../shared/discovery';
import type { AdminAttribute, AdminCategory } from '../../../../shared/schemas/categories-admin';
import { AttributeList } from './attribute-list';

export interface CategoryActions {
  addSubcategory: (parent: AdminCategory) => void;
  rename: (category: AdminCategory) => void;
  move: (category: AdminCategory) => void;
  archive: (category: AdminCategory) => void;
  addAttribute: (category: AdminCategory) => void;
  editAttribute: (category: AdminCategory, attribute: AdminAttribute) => void;
  removeAttribute: (category: AdminCategory, attribute: AdminAttribute) => void;
}

interface CategoryRowProps {
  category: AdminCategory;
  inherited: number;
  /** It has subcategories: its count of products leaves theirs out. */
  hasSubcategories: boolean;
  expanded: boolean;
  onToggle: () => void;
  actions: CategoryActions;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One category of the tree, indented by depth, with its actions and (opened) its attributes. */
export function CategoryRow({ category, inherited, hasSubcategories, expanded, onToggle, actions }: CategoryRowProps) {
  const live = category.archivedAt === null;
  const panelId = `category-attributes-${category.id}`;
  const headingId = `category-${category.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-box border border-base-300 bg-base-100 p-4 shadow-sm ${live ? '' : 'opacity-75'}`}
      style={{ marginInlineStart: `${Math.min(category.depth, 4) * 1.25}rem` }}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {category.name}
            {!live && <span className="badge badge-sm badge-neutral ms-2 align-middle">Archived</span>}
          </h2>
          <p className="text-sm break-words text-base-content/75">
            {categoryPath(category)} · {plural(category.productCount, 'product', 'products')}
            {hasSubcategories ? ' of its own' : ''} · {plural(category.attributes.length, 'attribute', 'attributes')}
          </p>
        </div>
        {live && (
          <div className="flex flex-wrap gap-2 md:justify-end">
            <button type="button" className="btn btn-sm btn-outline" onClick={() => actions.addSubcategory(category)}>
              <FolderPlus aria-hidden="true" size={16} /> Add subcategory<span className="sr-only"> to {category.name}</span>
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => actions.rename(category)}>
              <Pencil aria-hidden="true" size={16} /> Rename<span className="sr-only"> {category.name}</span>
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => actions.move(category)}>
              <FolderInput aria-hidden="true" size={16} /> Move<span className="sr-only"> {category.name}</span>
            </button>
            <button type="button" className="btn btn-sm btn-outline btn-error" onClick={() => actions.archive(category)}>
              <Archive aria-hidden="true" size={16} /> Archive<span className="sr-only"> {category.name}</span>
            </button>
          </div>
        )}
      </div>
      <button type="button" className="btn btn-ghost btn-sm mt-2 -ms-3" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
        <ChevronDown aria-hidden="true" size={16} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
        Attributes<span className="sr-only"> of {category.name}</span> ({category.attributes.length})
      </button>
      {/* Kept in the page while closed, so the toggle's aria-controls always names it. */}
      <div id={panelId} hidden={!expanded}>
        <AttributeList
          category={category}
          inherited={inherited}
          onAdd={() => actions.addAttribute(category)}
          onEdit={(attribute) => actions.editAttribute(category, attribute)}
          onRemove={(attribute) => actions.removeAttribute(category, attribute)}
        />
      </div>
    </section>
  );
}
