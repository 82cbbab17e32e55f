import { MAX_RATING } from '../../../../shared/reviews';

interface RatingInputProps {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/**
 * Rating as five star-shaped radio buttons in a fieldset ("Rating"): arrow keys move between
 * them, each is announced as "N stars", and the stars up to the chosen one light up.
 */
export function RatingInput({ name, value, onChange, onBlur, error }: RatingInputProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="rating rating-lg gap-1.5">
          {RATINGS.map((rating) => (
            <input
              key={rating}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              aria-label={rating === 1 ? '1 star' : `${rating} stars`}
              aria-invalid={Boolean(error)}
              // Unchosen stars grey with 3:1 contrast (not daisyUI's faint 20 %); chosen ones and those before it gold.
              className="mask mask-star-2 bg-base-content/50 opacity-100 checked:bg-star [&:has(~:checked)]:bg-star"
            />
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-base-content/75">
          {value ? `${value} out of ${MAX_RATING}` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      <p id={errorId} className="min-h-5 text-sm font-medium text-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
