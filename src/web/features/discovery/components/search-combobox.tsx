import { Search } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_MAX_QUERY } from '../../../../shared/discovery';
import { paths } from '../../../../shared/routes';
import { SUGGEST_FROM_LENGTH, useSuggestions } from '../api/use-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SuggestionList } from './suggestion-list';
import { suggestionAnnouncement, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { movedOption } from '../../../lib/listbox-keys';
import { takeTypedSearch } from '../typed-before-start';

const TYPING_PAUSE_MS = 200;

/** Tells the search page that the visitor came from this box, so it moves focus to the results. */
export interface SearchNavigationState {
  focusResults?: boolean;
}

/**
 * The navbar's search box: an editable combobox with a list of suggestions (WAI-ARIA Authoring
 * Practices, "list autocomplete"). Typing shows products and categories; the arrow keys walk
 * through them (focus stays in the box, aria-activedescendant names the active one), Enter opens
 * the active one or searches for the words, Escape closes the list and then clears the box. A
 * polite live region says how many suggestions there are. Without JavaScript (a server-rendered
 * page before its scripts run) the form still searches: it is a GET form to /search.
 */
export function SearchCombobox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const urlWords = location.pathname === paths.search ? (searchParams.get('q') ?? '') : '';
  const [text, setText] = useState(urlWords);
  const [shownWords, setShownWords] = useState(urlWords);
  if (shownWords !== urlWords) {
    // Back, forward or a link changed the words of the results page: the box follows.
    setShownWords(urlWords);
    setText(urlWords);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const words = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const suggestions = useSuggestions(words);
  const ready = words.length >= SUGGEST_FROM_LENGTH && text.trim().length >= SUGGEST_FROM_LENGTH && suggestions.data !== undefined;
  const options = ready ? suggestionOptions(suggestions.data) : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const announcement = open && ready && !suggestions.isPlaceholderData ? suggestionAnnouncement(options.length) : '';

  // Words typed into the page's box before the app took it over stay, with the focus and the caret.
  useLayoutEffect(() => {
    const typed = takeTypedSearch();
    const box = input.current;
    if (!typed || !box) return;
    setText(typed.value);
    if (typed.focused) {
      box.focus();
      box.setSelectionRange(typed.selectionStart, typed.selectionEnd);
    }
  }, []);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    setText('');
    input.current?.blur();
    void navigate(option.path);
  };

  const submit = () => {
    const q = text.trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    close();
    input.current?.blur();
    const state: SearchNavigationState = { focusResults: true };
    void navigate(`${paths.search}?${new URLSearchParams({ q }).toString()}`, { state });
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
      case 'Enter': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (!option) return; // the form submits the words
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  return (
    <form
      role="search"
      action={paths.search}
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${listboxId}-input`} className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id={`${listboxId}-input`}
        name="q"
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_QUERY}
        placeholder="Search tools, part numbers…"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="input h-11 w-full rounded-field border-base-300 bg-base-100 pr-12 text-base"
      />
      <button type="submit" aria-label="Search" className="btn btn-ghost btn-sm btn-square absolute top-1/2 right-1.5 -translate-y-1/2">
        <Search aria-hidden="true" size={18} />
      </button>
      <SuggestionList id={listboxId} options={options} hidden={!expanded} activeIndex={activeIndex} optionId={optionId} onChoose={choose} onHover={setActive} />
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </form>
  );
}
