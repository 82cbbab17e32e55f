import { FolderTree } from 'lucide-react';
import { buyerPiecePrice, useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { useFormatMoney } from '../../../lib/use-format-money';
import type { SuggestionOption } from './suggestion-options';

interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  hidden: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}

const optionClass = (active: boolean) => `flex cursor-pointer items-center gap-3 rounded-field px-3 py-2 ${active ? 'bg-base-200 text-base-content' : ''}`;

/** The popup of the search combobox: products first, then categories, each group with a label. */
export function SuggestionList({ id, options, hidden, activeIndex, optionId, onChoose, onHover }: SuggestionListProps) {
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const buyer = useBuyerPrices();
  const groups = [
    { label: 'Products', kind: 'product' as const },
    { label: 'Categories', kind: 'category' as const },
  ].filter((group) => options.some((option) => option.kind === group.kind));

  return (
    <div
      hidden={hidden}
      // A click on a suggestion must not take the focus out of the box first (which would close the list).
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(28rem,70dvh)] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1.5 shadow-xl"
    >
      <div id={id} role="listbox" aria-label="Search suggestions">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
            <div role="presentation" id={`${id}-${group.kind}`} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-base-content/70 uppercase">
              {group.label}
            </div>
              {options.map((option, index) =>
                option.kind !== group.kind ? null : (
                  <div
                    key={option.path}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={optionClass(index === activeIndex)}
                    onClick={() => onChoose(option)}
                    onMouseMove={() => index !== activeIndex && onHover(index)}
                  >
                    {option.kind === 'product' ? (
                      <>
                        <img src={option.image} alt="" width={48} height={36} loading="lazy" className="h-9 w-12 shrink-0 rounded-sm bg-base-200 object-cover" />
                        <span className="min-w-0 flex-1">
                          <span className="line-clamp-2 font-medium leading-snug">{option.name}</span>
                          {option.sku && <span className="block truncate text-xs text-base-content/70">Part no. {option.sku}</span>}
                        </span>
                        <span className="shrink-0 font-semibold">
                          {formatMoney(tax.show(buyerPiecePrice(buyer, option.price, [], 1)))}
                          {tax.note && <span className="sr-only"> {tax.note}</span>}
                        </span>
                      </>
                    ) : (
                      <>
                        <FolderTree aria-hidden="true" size={18} className="shrink-0 text-primary" />
                        <span className="min-w-0 flex-1 truncate font-medium">{option.name}</span>
                      </>
                    )}
                  </div>
                ),
              )}
          </div>
        ))}
      </div>
    </div>
  );
}
