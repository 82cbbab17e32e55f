interface ViewToggleProps<V extends string> {
  /** Names the group of buttons, e.g. "Revenue shown". */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** False while the page is the server's HTML: the buttons say they are not ready yet (aria-disabled). */
  ready?: boolean;
  className?: string;
}

/** Two or three buttons of which one is pressed: how a chart is shown (per day / per week …), prices with or without the tax. */
export function ViewToggle<V extends string>({ label, options, value, onChange, ready = true, className = '' }: ViewToggleProps<V>) {
  return (
    <div role="group" aria-label={label} className={`join ${className}`}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          aria-disabled={ready ? undefined : true}
          className={`btn join-item btn-sm ${option.value === value ? 'btn-primary' : 'btn-outline border-base-300'}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
