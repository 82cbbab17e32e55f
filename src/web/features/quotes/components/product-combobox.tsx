import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { SEARCH_MAX_QUERY } from '../../../../shared/discovery';
import { inputClass } from '../../../components/ui/form-field';
import { SUGGEST_FROM_LENGTH, useProductSuggestions } from '../api/use-product-suggestions';
import type { ChosenProduct } from '../quote-request-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ProductOptions } from './product-options';
import { movedOption } from '../../../lib/listbox-keys';

const TYPING_PAUSE_MS = 200;

interface ProductComboboxProps {
  id: string;
  value: ChosenProduct | null;
  onChange: (product: ChosenProduct | null) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

function announcementOf(count: number): string {
  if (count === 0) return 'No products found';
  return `${count} ${count === 1 ? 'product' : 'products'} found, use the up and down arrow keys to choose`;
}

/**
 * A quote line's product: an editable combobox over the shop's product suggestions (WAI-ARIA
 * "list autocomplete", as the navbar's search). Typing a name or part number lists products; the
 * arrow keys walk through them (focus stays in the box, aria-activedescendant names the active
 * one), Enter or a click chooses one, Escape closes the list. Changing the text after choosing
 * takes the product off the line until another is chosen. A polite live region says how many
 * products were found.
 */
export function ProductCombobox({ id, value, onChange, onBlur, invalid, describedBy, inputRef }: ProductComboboxProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Chosen from outside (the line was filled from the cart): the box follows.
    setShown(value);
    setText(value?.name ?? '');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const typed = text.trim();
  const words = useDebouncedValue(value ? '' : typed.slice(0, SEARCH_MAX_QUERY), TYPING_PAUSE_MS);
  const suggestions = useProductSuggestions(words);
  const ready = !value && words.length >= SUGGEST_FROM_LENGTH && typed.length >= SUGGEST_FROM_LENGTH && suggestions.data !== undefined;
  const options = ready ? suggestions.data : [];
  const expanded = open && options.length > 0;
  const nothingFound = open && ready && !suggestions.isPlaceholderData && options.length === 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const announcement = open && ready && !suggestions.isPlaceholderData ? announcementOf(options.length) : '';

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (index: number) => {
    const product = options[index];
    if (!product) return;
    const chosen: ChosenProduct = { id: product.id, name: product.name, sku: product.sku, price: product.price, minOrderQuantity: product.minOrderQuantity };
    close();
    setShown(chosen);
    setText(chosen.name);
    onChange(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(movedOption(event.key, expanded, activeIndex, count));
        return;
      case 'Enter':
        // Enter chooses; it never sends the whole request from a half-typed product.
        event.preventDefault();
        if (activeIndex >= 0) choose(activeIndex);
        return;
      case 'Escape':
        if (expanded || nothingFound) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={SEARCH_MAX_QUERY}
        placeholder="Type a product name or part number"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) {
            setShown(null);
            onChange(null);
          }
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          close();
          onBlur();
        }}
        onKeyDown={onKeyDown}
        className={inputClass(invalid)}
      />
      <ProductOptions id={listboxId} products={options} hidden={!expanded} activeIndex={activeIndex} optionId={optionId} onChoose={choose} onHover={setActive} />
      {nothingFound && (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-box border border-base-300 bg-base-100 px-4 py-3 text-sm text-base-content/80 shadow-lg">
          No products match “{typed}”. Try another name or part number.
        </p>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
