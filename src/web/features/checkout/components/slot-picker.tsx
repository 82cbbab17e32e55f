import { CalendarDays } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SlotAvailability } from '../../../../shared/schemas/delivery';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { CheckoutFormValues } from '../checkout-form';
import { dayText, windowText } from '../../../../shared/delivery-text';
import { dayParts, placesLeftText, shownSlotDay, slotDays } from '../slot-days';
import { FieldError } from './field-error';

interface SlotPickerProps {
  /** The zone's slots; undefined while no address with a zone is chosen. */
  slots: readonly SlotAvailability[] | undefined;
  slotDay: string;
  slotWindow: string;
}

const dayClass =
  'relative flex cursor-pointer flex-col items-center rounded-field border border-base-300 bg-base-100 px-1 py-2 text-center transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-content has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:bg-base-200 has-disabled:text-base-content/70 has-disabled:hover:border-base-300';

const windowClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-field border border-base-300 bg-base-100 px-4 py-3 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/5 has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:bg-base-200 has-disabled:hover:border-base-300 sm:flex-col sm:items-start sm:gap-0.5';

/**
 * The delivery slot: a day of the next two weeks, then a time window of that day with the places
 * it has left. Full days and windows cannot be chosen. Both are radio groups (arrow keys move).
 */
export function SlotPicker({ slots, slotDay, slotWindow }: SlotPickerProps) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const { locale } = useShopConfig();
  const days = useMemo(() => slotDays(slots ?? []), [slots]);
  const shownDay = shownSlotDay(days, slotDay);
  const windows = useMemo(() => days.find((entry) => entry.day === shownDay)?.windows ?? [], [days, shownDay]);
  const error = errors.slotWindow?.message;

  // The first day with a free place is open to start with (and again when the chosen day filled up).
  useEffect(() => {
    if (slots && shownDay !== slotDay) setValue('slotDay', shownDay);
  }, [slots, shownDay, slotDay, setValue]);
  // A window full (or not offered) on the day shown is no longer chosen.
  useEffect(() => {
    if (slots && slotWindow !== '' && !windows.some((slot) => slot.window === slotWindow && slot.remaining > 0)) setValue('slotWindow', '');
  }, [slots, windows, slotWindow, setValue]);

  if (!slots) {
    return (
      <div className="flex items-center gap-3 rounded-field border border-dashed border-base-300 px-4 py-3 text-sm text-base-content/75">
        <CalendarDays aria-hidden="true" size={18} className="shrink-0" />
        Choose an address we deliver to, then pick a day and time here.
        <FieldError id="checkout-slot-error" message={error} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" id="checkout-slot-group" tabIndex={-1}>
      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-semibold">Delivery day</legend>
        {days.length === 0 || shownDay === '' ? (
          <p className="text-sm text-base-content/75">Every slot of the next days is booked. Please choose pickup or try again tomorrow.</p>
        ) : (
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {days.map((entry) => {
              const parts = dayParts(entry.day, locale);
              return (
                <label key={entry.day} className={dayClass}>
                  <input type="radio" value={entry.day} className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed" disabled={entry.remaining === 0} aria-label={`${dayText(entry.day, locale, 'long')}, ${placesLeftText(entry.remaining)}`} {...register('slotDay')} />
                  <span className="text-xs font-semibold uppercase">{parts.weekday}</span>
                  <span className="text-sm font-bold whitespace-nowrap">{parts.date}</span>
                  {entry.remaining === 0 && <span className="text-xs">Full</span>}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      {windows.length > 0 && (
        <fieldset className="min-w-0" aria-describedby={error ? 'checkout-slot-error' : undefined}>
          <legend className="mb-3 text-sm font-semibold">Time window on {dayText(shownDay, locale, 'long')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {windows.map((slot) => (
              <label key={slot.window} className={windowClass}>
                <span className="flex items-center gap-3">
                  <input type="radio" value={slot.window} className="size-4 shrink-0 accent-primary" disabled={slot.remaining === 0} aria-label={`${windowText(slot.window)}, ${placesLeftText(slot.remaining)}`} {...register('slotWindow')} />
                  <span className="font-semibold tabular-nums">{windowText(slot.window)}</span>
                </span>
                <span className={`text-sm sm:ml-7 ${slot.remaining === 0 ? 'text-base-content/70' : slot.remaining <= 2 ? 'font-semibold text-error' : 'text-base-content/75'}`}>{placesLeftText(slot.remaining)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FieldError id="checkout-slot-error" message={error} />
    </div>
  );
}
