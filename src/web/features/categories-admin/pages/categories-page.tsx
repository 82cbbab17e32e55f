import { FolderPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminCategory } from '../../../../shared/schemas/categories-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCategories } from '../api/use-admin-categories';
import { useArchiveCategory } from '../api/use-category-changes';
import { AttributeFormDialog, type AttributeFormTarget } from '../components/attribute-form-dialog';
import { CategoryFormDialog, type CategoryFormTarget } from '../components/category-form-dialog';
import { CategoryRow, type CategoryActions } from '../components/category-row';
import { MoveCategoryDialog } from '../components/move-category-dialog';
import { RemoveAttributeDialog, type AttributeToRemove } from '../components/remove-attribute-dialog';

const TITLE_ID = 'categories-title';

/** How many attributes each category gets from the categories above it. */
function inheritedCounts(all: readonly AdminCategory[]): Map<string, number> {
  const byId = new Map(all.map((category) => [category.id, category]));
  const counts = new Map<string, number>();
  for (const category of all) {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    counts.set(category.id, parent ? (counts.get(parent.id) ?? 0) + parent.attributes.length : 0);
  }
  return counts;
}

/** Issue 13, admins: the category tree and each category's specification attributes. */
export default function CategoriesPage() {
  useDocumentTitle('Categories');
  const categories = useAdminCategories();
  const archive = useConfirmedAction<AdminCategory>(useArchiveCategory(), { focusAfterSuccess: TITLE_ID });
  const [form, setForm] = useState<CategoryFormTarget | null>(null);
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const [attributeForm, setAttributeForm] = useState<AttributeFormTarget | null>(null);
  const [attributeToRemove, setAttributeToRemove] = useState<AttributeToRemove | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [showArchived, setShowArchived] = useState(false);

  const all = useMemo(() => categories.data?.categories ?? [], [categories.data]);
  const inherited = useMemo(() => inheritedCounts(all), [all]);
  const parents = useMemo(() => new Set(all.flatMap((category) => (category.parentId ? [category.parentId] : []))), [all]);
  const archivedCount = all.filter((category) => category.archivedAt !== null).length;
  const shown = showArchived ? all : all.filter((category) => category.archivedAt === null);

  const actions: CategoryActions = {
    addSubcategory: (parent) => setForm({ mode: 'add', parent }),
    rename: (category) => setForm({ mode: 'rename', category }),
    move: setMoving,
    archive: archive.ask,
    addAttribute: (category) => setAttributeForm({ category, attribute: null }),
    editAttribute: (category, attribute) => setAttributeForm({ category, attribute }),
    removeAttribute: (category, attribute) => setAttributeToRemove({ category, attribute }),
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toArchive = archive.item;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Categories"
        titleId={TITLE_ID}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setForm({ mode: 'add', parent: null })}>
            <FolderPlus aria-hidden="true" size={18} /> Add category
          </button>
        }
      >
        The shop&apos;s category tree and what each category&apos;s products are described and filtered by. Addresses stay when a category is renamed or moved.
      </PageHeader>
      {categories.isPending ? (
        <Spinner label="Loading categories…" className="min-h-64" />
      ) : categories.isError ? (
        <ErrorState title="We could not load the categories" message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title="There are no categories yet">Add the first one with “Add category”.</EmptyState>
      ) : (
        <>
          {archivedCount > 0 && (
            <label className="mb-4 flex w-fit cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />
              Show archived categories ({archivedCount})
            </label>
          )}
          <ul aria-label="Category tree" className="flex flex-col gap-3">
            {shown.map((category) => (
              <li key={category.id}>
                <CategoryRow category={category} inherited={inherited.get(category.id) ?? 0}
                  hasSubcategories={parents.has(category.id)}
                  expanded={expanded.has(category.id)} onToggle={() => toggle(category.id)} actions={actions} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CategoryFormDialog target={form} onClose={() => setForm(null)} />
      <MoveCategoryDialog category={moving} all={all} onClose={() => setMoving(null)} />
      <AttributeFormDialog target={attributeForm} onClose={() => setAttributeForm(null)} />
      <RemoveAttributeDialog target={attributeToRemove} onClose={() => setAttributeToRemove(null)} />
      <ConfirmDialog title={toArchive ? `Archive ${toArchive.name}?` : 'Archive category?'} confirmLabel="Archive" {...archive.dialog}>
        {toArchive && (
          <p>
            <strong className="font-semibold text-base-content">{toArchive.name}</strong> leaves the shop&apos;s navigation and its page {`/category/${toArchive.slug}`} answers “not found”.
            Only an empty category can be archived: move its products and subcategories elsewhere first.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
