import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { adminCatalogueService } from './catalogue-service.ts';
import { categoryRemovalRoutes, categoryRemovalService } from './category-removal.ts';
import { collectionRoutes } from './collection-routes.ts';
import { adminColourFamiliesService, colourFamilyRoutes } from './colour-family-admin.ts';
import { adminCollectionsService } from './collections-service.ts';
import { productBulkRoutes, productBulkService } from './product-bulk.ts';
import { productCsvRoutes } from './product-csv-routes.ts';
import { productCsvService } from './product-csv-service.ts';
import { productDuplicateRoutes, productDuplicateService } from './product-duplicate.ts';
import { productImageEditRoutes, productImageEditsService } from './product-image-edits.ts';
import { synonymRoutes } from './synonym-routes.ts';
import { adminSynonymsService } from './synonyms-service.ts';

/**
 * The catalogue's back-office routes: styles and sizes, pictures, duplicates, bulk edits, the CSV
 * import and export, categories, collections, search synonyms and colour families. The low-stock threshold is the
 * owner's setting, asked each time.
 */
export function catalogueAdminRoutes(
  app: AdminApp,
  kit: AdminRouteKit,
  db: Db,
  clock: Clock,
  lowStockThreshold: () => Promise<number>,
): void {
  const catalogue = adminCatalogueService(db, clock, lowStockThreshold);
  catalogueRoutes(app, kit, catalogue);
  productDuplicateRoutes(app, kit, productDuplicateService(db, clock, catalogue));
  productImageEditRoutes(app, kit, productImageEditsService(db, clock, catalogue));
  productBulkRoutes(app, kit, productBulkService(db, clock));
  productCsvRoutes(app, kit, productCsvService(db, clock));
  categoryRemovalRoutes(app, kit, categoryRemovalService(db, clock));
  collectionRoutes(app, kit, adminCollectionsService(db));
  synonymRoutes(app, kit, adminSynonymsService(db));
  colourFamilyRoutes(app, kit, adminColourFamiliesService(db));
}
