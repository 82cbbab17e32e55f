/**
 * Readable styles for HTML the server renders from the shop's Markdown content (paragraphs, lists,
 * links, code). Headings are left to the page: a short answer and a full page size them apart.
 */
export const PROSE = [
  'max-w-prose text-base leading-relaxed text-base-content/85',
  '[&_p]:mb-3 [&_p:last-child]:mb-0',
  '[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1.5',
  '[&_strong]:font-semibold [&_strong]:text-base-content',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
].join(' ');
