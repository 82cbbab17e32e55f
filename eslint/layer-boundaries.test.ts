import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = process.cwd();
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    { filename: file('src/shared/schemas/catalog.ts'), code: "import { z } from 'zod'; import { x } from './common.js';" },
    { filename: file('src/web/features/catalog/product-card.tsx'), code: "import { formatMoney } from '../../../shared/money.js';" },
    { filename: file('src/web/features/catalog/products-page.tsx'), code: "import { ProductCard } from './product-card.js';" },
    { filename: file('src/web/app/home-page.tsx'), code: "import { ReviewCard } from '../features/reviews/review-card.js'; import { ProductCard } from '../features/catalog/product-card.js';" },
    { filename: file('src/server/modules/catalog/catalog.routes.ts'), code: "import type { FastifyPluginAsync } from 'fastify';" },
    { filename: file('src/server/modules/catalog/catalog.service.ts'), code: "import { eq } from 'drizzle-orm'; import { AppError } from '../../../shared/errors.js';" },
    { filename: file('src/shared/money.test.ts'), code: "import { it } from 'vitest'; import fc from 'fast-check';" },
    { filename: file('src/server/modules/orders/orders.service.ts'), code: "import { orders } from './orders.tables.js'; import { returnStock } from '../catalog/stock.service.js';" },
    { filename: file('src/server/modules/orders/orders.tables.ts'), code: "import { products } from '../catalog/catalog.tables.js';" },
    { filename: file('src/server/modules/orders/orders.test.ts'), code: "import { products } from '../catalog/catalog.tables.js';" },
  ],
  invalid: [
    { filename: file('src/shared/money.ts'), code: "import { db } from '../server/db/schema.js';", errors: [{ messageId: 'sharedImport' }] },
    { filename: file('src/shared/money.ts'), code: "import { useState } from 'react';", errors: [{ messageId: 'sharedImport' }] },
    { filename: file('src/shared/money.test.ts'), code: "import { db } from '../server/db/schema.js';", errors: [{ messageId: 'sharedImport' }] },
    { filename: file('src/shared/schemas/catalog.ts'), code: "export { x } from '../../web/lib/api.js';", errors: [{ messageId: 'sharedImport' }] },
    { filename: file('src/web/lib/api.ts'), code: "import { products } from '../../server/db/schema.js';", errors: [{ messageId: 'webImportsServer' }] },
    { filename: file('src/server/app.ts'), code: "const page = import('../web/main.js');", errors: [{ messageId: 'serverImportsWeb' }] },
    { filename: file('src/web/features/reviews/review-card.tsx'), code: "import { ProductCard } from '../catalog/product-card.js';", errors: [{ messageId: 'featureImportsFeature' }] },
    { filename: file('src/server/modules/catalog/catalog.service.ts'), code: "import type { FastifyRequest } from 'fastify';", errors: [{ messageId: 'serviceImportsFastify' }] },
    { filename: file('src/server/modules/contact/contact.service.ts'), code: "import rateLimit from '@fastify/rate-limit';", errors: [{ messageId: 'serviceImportsFastify' }] },
    { filename: file('src/server/modules/orders/place-order.ts'), code: "import { products } from '../catalog/catalog.tables.js';", errors: [{ messageId: 'moduleTouchesOtherTables' }] },
    { filename: file('src/server/modules/payments/payments.service.ts'), code: "import { orders } from '../orders/orders.tables.js';", errors: [{ messageId: 'moduleTouchesOtherTables' }] },
  ],
});
