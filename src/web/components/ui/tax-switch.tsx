import { taxSwitchLabel } from '../../../shared/tax-display';
import { useHydrated } from '../../lib/use-hydrated';
import { useTaxDisplay } from './use-tax-display';
import { ViewToggle } from './view-toggle';

/**
 * Prices "incl. VAT" or "excl. VAT" ("incl. tax" for a longer tax name), one of two buttons
 * pressed. The choice holds for every price on every page and is remembered on this browser.
 * Nothing in a shop without a tax.
 */
export function TaxSwitch({ className }: { className?: string }) {
  const tax = useTaxDisplay();
  const ready = useHydrated();
  if (!tax.switchable) return null;
  const options = [
    { value: 'incl', label: taxSwitchLabel(tax.rule, 'incl') },
    { value: 'excl', label: taxSwitchLabel(tax.rule, 'excl') },
  ] as const;
  return <ViewToggle label="Show prices" options={options} value={tax.shown} onChange={tax.choose} ready={ready} className={className} />;
}
