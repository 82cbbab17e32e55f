import { createContext, useContext } from 'react';
import type { TaxRule } from '../../../shared/tax';
import { defaultTaxShown, hasTaxToShow, shownAmount, shownAsHeld, taxNote, type TaxShown } from '../../../shared/tax-display';
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
  /** An amount as the shop holds its prices (a piece price, a line's or the cart's total), as shown. */
  show: (amount: number) => number;
  choose: (shown: TaxShown) => void;
}

/** The choice, handed in by the app (which knows whether the buyer is a trade account and remembers the choice). */
export const TaxShownContext = createContext<{ shown: TaxShown; choose: (shown: TaxShown) => void } | null>(null);

const noChoice = () => undefined;

export function useTaxDisplay(): TaxDisplay {
  const rule = useShopConfig().tax;
  // Without a choice handed in (a component on its own): as before anyone chooses.
  const { shown, choose } = useContext(TaxShownContext) ?? { shown: defaultTaxShown(rule, false), choose: noChoice };
  return {
    rule,
    shown,
    switchable: hasTaxToShow(rule),
    asHeld: shownAsHeld(rule, shown),
    note: taxNote(rule, shown),
    show: (amount) => shownAmount(amount, rule, shown),
    choose,
  };
}
