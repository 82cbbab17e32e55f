import { categoryPath } from '../../shared/discovery.js';
import type { Crumb } from '../../shared/schemas/discovery.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';

/** One step of a trail: the last one is the page itself. */
export interface Step {
  name: string;
  path: string;
}

/** Home, then the categories from the top of the tree down. */
export function categorySteps(crumbs: readonly Crumb[]): Step[] {
  return [{ name: 'Home', path: '/' }, ...crumbs.map((crumb) => ({ name: crumb.name, path: categoryPath(crumb) }))];
}

/** schema.org BreadcrumbList of the trail, with absolute addresses. */
export function breadcrumbList(context: SeoContext, steps: readonly Step[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(context, step.path) })),
  };
}
