import { createContext, useContext } from 'react';
import { multiply } from '../../../shared/money';
import type { TaxRule } from '../../../shared/tax';
import { hasTaxToShow, shownAmount, taxNote, type TaxShown } from '../../../shared/tax-display';
import { useShopConfig } from '../../lib/use-shop-config';

/** How the pages show prices: with or without the shop's tax, as the buyer chose (issue 38 §5). */
export interface TaxDisplay {
  rule: TaxRule;
  shown: TaxShown;
  /** Whether there is a choice at all: a shop without a tax shows prices as they are. */
  switchable: boolean;
  /** Prices show as the shop holds them (gross shown with the tax, net without, or no tax at all): amounts need no converting. */
  asHeld: boolean;
  /** "incl. VAT" / "excl. VAT" after a price; null without a tax. */
  note: string | null;
  /** An amount as the shop holds its prices, as shown. */
  show: (amount: number) => number;
  /** A line's total as shown: the piece price as shown, times the pieces (so that the line reads as a sum). */
  showLine: (unitPrice: number, quantity: number) => number;
  choose: (shown: TaxShown) => void;
}

/** The choice, handed in by the app (which knows whether the buyer is a trade account and remembers the choice). */
export const TaxShownContext = createContext<{ shown: TaxShown; choose: (shown: TaxShown) => void } | null>(null);

/** Prices as the shop holds them when no choice is handed in (the build-time render, a component on its own). */
const asHeld = { shown: 'incl', choose: () => undefined } as const;

export function useTaxDisplay(): TaxDisplay {
  const rule = useShopConfig().tax;
  const { shown, choose } = useContext(TaxShownContext) ?? { ...asHeld, shown: rule.pricesIncludeTax ? ('incl' as const) : ('excl' as const) };
  return {
    rule,
    shown,
    switchable: hasTaxToShow(rule),
    asHeld: !hasTaxToShow(rule) || shown === (rule.pricesIncludeTax ? 'incl' : 'excl'),
    note: taxNote(rule, shown),
    show: (amount) => shownAmount(amount, rule, shown),
    showLine: (unitPrice, quantity) => multiply(shownAmount(unitPrice, rule, shown), quantity),
    choose,
  };
}
