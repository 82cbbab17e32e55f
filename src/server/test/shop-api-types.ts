import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { projectRoot } from '../project-root.js';

/** The command that rewrites the committed types from the live document. */
export const SHOP_API_TYPES_COMMAND = 'npm run api:types';

/** The shop's API as TypeScript types, as an integrator would generate them; committed. */
export const SHOP_API_TYPES_FILE = path.join(projectRoot, 'src', 'server', 'test', 'generated', 'shop-api.d.ts');

/**
 * TypeScript types of the OpenAPI document (its JSON text, as GET /api/openapi.json answers it),
 * written by openapi-typescript with its defaults: what `npx openapi-typescript <url>` prints.
 */
export async function shopApiTypes(openApiJson: string): Promise<string> {
  const nodes = await openapiTS(openApiJson, { silent: true });
  return `${COMMENT_HEADER}// Written by \`${SHOP_API_TYPES_COMMAND}\` from GET /api/openapi.json.\n\n${astToString(nodes)}`;
}

/**
 * Null when the committed types are those of the live document; otherwise what to do, and the
 * first line that differs, so a route changed without regenerating the types is caught.
 */
export function staleTypesProblem(committed: string, live: string): string | null {
  if (committed === live) return null;
  const committedLines = committed.split('\n');
  const liveLines = live.split('\n');
  const index = liveLines.findIndex((line, i) => line !== committedLines[i]);
  const at = index === -1 ? committedLines.length : index;
  return [
    `${path.basename(SHOP_API_TYPES_FILE)} is not the API of the live OpenAPI document: run \`${SHOP_API_TYPES_COMMAND}\` and commit the file.`,
    `First difference at line ${at + 1}:`,
    `  committed: ${committedLines[at] ?? '(end of file)'}`,
    `  live:      ${liveLines[at] ?? '(end of file)'}`,
  ].join('\n');
}
