// @ts-check
/**
 * The import rules between the parts of the shop (ARCHITECTURE.md, "Rules between parts"):
 * - src/shared imports nothing from web or server, and no package but zod;
 * - src/web never imports src/server, and src/server never imports src/web;
 * - a web feature never imports another feature (app/ composes them);
 * - a *.service.ts never imports Fastify;
 * - a server module reads and writes only its own tables: outside its *.tables.ts files (which may
 *   name other modules' tables in foreign keys) and its tests, it imports no other module's tables.
 */
import path from 'node:path';

const FASTIFY = /^(fastify|@fastify\/|fastify-)/;

/** @param {string} file project-relative path with forward slashes */
function describe(file) {
  const feature = /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
  const module = /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
  return {
    module,
    tables: /\.tables(\.js|\.ts)?\/?$/.test(file),
    test: /\.test\.ts$/.test(file),
    shared: file.startsWith('src/shared/'),
    web: file.startsWith('src/web/'),
    server: file.startsWith('src/server/'),
    feature,
    service: file.endsWith('.service.ts'),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep shared, web, server, features and services apart as ARCHITECTURE.md says' },
    schema: [],
    messages: {
      sharedImport: 'src/shared runs in the browser and the server: it may import only zod and other shared files, not "{{source}}".',
      webImportsServer: 'The web app must not import server code ("{{source}}"); share it through src/shared.',
      serverImportsWeb: 'The server must not import web code ("{{source}}").',
      featureImportsFeature: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in src/web/app.',
      serviceImportsFastify: 'Services hold business rules and must not import Fastify ("{{source}}"); keep HTTP in *.routes.ts.',
      moduleTouchesOtherTables: 'Module "{{from}}" must not use the tables of module "{{to}}" ("{{source}}"); call that module\'s exported functions instead.',
    },
  },
  create(context) {
    const root = context.cwd;
    const filename = path.relative(root, context.filename).split(path.sep).join('/');
    const from = describe(filename);

    /** @param {import('estree').Node} node @param {string} source */
    function check(node, source) {
      const isRelative = source.startsWith('.');
      const target = isRelative
        ? path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/')
        : null;
      const to = target ? describe(target + '/') : null;
      if (from.shared) {
        // Tests of shared code run only under Vitest: they may use test libraries.
        if (!isRelative && /\.test\.ts$/.test(filename)) return;
        const allowed = isRelative ? Boolean(to?.shared) : source === 'zod' || source.startsWith('zod/');
        if (!allowed) context.report({ node, messageId: 'sharedImport', data: { source } });
        return;
      }
      if (from.web && to?.server) context.report({ node, messageId: 'webImportsServer', data: { source } });
      if (from.server && to?.web) context.report({ node, messageId: 'serverImportsWeb', data: { source } });
      if (from.feature && to?.feature && to.feature !== from.feature) {
        context.report({ node, messageId: 'featureImportsFeature', data: { from: from.feature, to: to.feature } });
      }
      if (from.module && to?.module && to.module !== from.module && to.tables && !from.tables && !from.test) {
        context.report({ node, messageId: 'moduleTouchesOtherTables', data: { from: from.module, to: to.module, source } });
      }
      if (from.service && !isRelative && FASTIFY.test(source)) {
        context.report({ node, messageId: 'serviceImportsFastify', data: { source } });
      }
    }

    return {
      ImportDeclaration(node) {
        check(node, String(node.source.value));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value));
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value));
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
