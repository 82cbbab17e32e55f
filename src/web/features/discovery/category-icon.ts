import { Cable, Drill, Gauge, HardHat, Lightbulb, Package, PlugZap, Wrench, type LucideIcon } from 'lucide-react';

/** Words in a category's address or name, and the picture its tile shows for them; first match wins. */
const ICONS: [RegExp, LucideIcon][] = [
  [/power|drill|driver|grind|saw/, Drill],
  [/measur|test|meter|detect/, Gauge],
  [/cable|wir/, Cable],
  [/light|lamp|led/, Lightbulb],
  [/install|protect|breaker|socket|switch|electric/, PlugZap],
  [/safety|workshop|workwear|protective/, HardHat],
  [/hand|tool/, Wrench],
];

/**
 * The icon of a category's tile on the home page. Categories are the admins' to name, so it is
 * read from the words they chose; a category nothing matches gets a parcel.
 */
export function categoryIcon(category: { slug: string; name: string }): LucideIcon {
  const words = `${category.slug} ${category.name}`.toLowerCase();
  return ICONS.find(([pattern]) => pattern.test(words))?.[1] ?? Package;
}
